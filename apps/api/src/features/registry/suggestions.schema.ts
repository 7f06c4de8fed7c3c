/** The suggested answers to an enquiry (issue 17): the drawer's "Suggested for this question". */
import { builder } from '../../graphql/builder';
import { MAX_SUGGESTIONS, suggestionsForEnquiry } from './suggestions';
import type { SuggestedAnswer } from './suggestions';

const SuggestedAnswerType = builder.objectRef<SuggestedAnswer>('SuggestedAnswer').implement({
  description:
    'A saved registry item suggested as the answer to an enquiry, with how well it fits.',
  fields: (t) => ({
    questionRegistryId: t.exposeID('questionRegistryId'),
    question: t.exposeString('question'),
    response: t.exposeString('response'),
    score: t.exposeFloat('score', {
      description: 'From 0 to 1: how much of the question the item answers (0.92 is "92% match").',
    }),
  }),
});

builder.queryFields((t) => ({
  getSuggestedAnswers: t.field({
    type: [SuggestedAnswerType],
    description: `The saved registry items that best answer the enquiry, best first (at most ${MAX_SUGGESTIONS}); empty when none fits well enough. Needs both the board and the registry.`,
    // Whoever may read the enquiry (the board) and the registry's answers.
    authScopes: {
      $all: { page: ['questions', 'view'], $any: { page: ['question-registry', 'view'] } },
    },
    args: {
      enquiryId: t.arg.id({ required: true }),
      limit: t.arg.int({ defaultValue: 3 }),
    },
    resolve: (_root, args, ctx) => suggestionsForEnquiry(ctx.deps, ctx.requireMember(), args),
  }),
}));
