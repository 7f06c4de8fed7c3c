/** Monthly question prompts (spec §3, §7 getAllMonthlyQuestionPrompt). */
import { MONTHLY_PROMPT_STATUSES } from '@quorum/shared';
import { builder } from '../../graphql/builder';
import { addMonthlyPromptToRegistry, listMonthlyPrompts, type MonthlyPromptView } from './service';

const MonthlyPromptStatusEnum = builder.enumType('MonthlyQuestionPromptStatus', {
  values: MONTHLY_PROMPT_STATUSES,
});

const MonthlyQuestionPromptType = builder
  .objectRef<MonthlyPromptView>('MonthlyQuestionPrompt')
  .implement({
    description:
      'Questions investors asked in one month, grouped by their words, that the registry does not answer yet.',
    fields: (t) => ({
      _id: t.exposeID('id'),
      question: t.exposeString('question', { description: 'The most frequent wording.' }),
      status: t.field({ type: MonthlyPromptStatusEnum, resolve: (p) => p.status }),
      publishedDate: t.expose('publishedDate', {
        type: 'DateTime',
        description: 'The month: its first day, UTC.',
      }),
      askedCount: t.exposeInt('askedCount'),
      totalCopiedTimes: t.exposeInt('totalCopiedTimes', {
        description: 'How often it was added to the registry from this prompt.',
      }),
    }),
  });

const AddPromptResultType = builder
  .objectRef<{ message: string; questionRegistryId: string; totalCopiedTimes: number }>(
    'AddMonthlyQuestionPromptResult',
  )
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      questionRegistryId: t.exposeID('questionRegistryId'),
      totalCopiedTimes: t.exposeInt('totalCopiedTimes'),
    }),
  });

const AddPromptInput = builder.inputType('AddMonthlyQuestionPromptToRegistryInput', {
  fields: (t) => ({
    monthlyQuestionPromptId: t.id({ required: true }),
    question: t.string(),
    response: t.string(),
    drafted: t.boolean(),
    starred: t.boolean({ description: 'Premium only.' }),
  }),
});

builder.queryFields((t) => ({
  getAllMonthlyQuestionPrompt: t.field({
    type: [MonthlyQuestionPromptType],
    description:
      'Per month, this month first, the most asked questions with no registry answer yet; one month with `month` (YYYY-MM).',
    authScopes: { page: ['question-registry', 'view'] },
    args: { month: t.arg.string() },
    resolve: (_root, args, ctx) => listMonthlyPrompts(ctx.deps, ctx.requireMember(), args),
  }),
}));

builder.mutationFields((t) => ({
  addMonthlyQuestionPromptToRegistry: t.field({
    type: AddPromptResultType,
    description:
      "'Add to registry' from a prompt: a registry question by the registry's rules, counted in the prompt's totalCopiedTimes.",
    authScopes: { page: ['question-registry', 'full'] },
    args: { input: t.arg({ type: AddPromptInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      addMonthlyPromptToRegistry(ctx.deps, ctx.requireMember(), input),
  }),
}));
