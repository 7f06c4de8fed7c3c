import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FREE_PLAN, MONTHLY_PROMPTS, messages } from '@quorum/shared';
import { enquiries, monthlyPromptCopies, questionRegistries } from '../../db/schema';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const PROMPTS = `query($month: String) { getAllMonthlyQuestionPrompt(month: $month) {
  _id question status publishedDate askedCount totalCopiedTimes
} }`;
const ADD = `mutation($i: AddMonthlyQuestionPromptToRegistryInput!) {
  addMonthlyQuestionPromptToRegistry(input: $i) { message questionRegistryId totalCopiedTimes }
}`;

interface Prompt {
  _id: string;
  question: string;
  status: 'new' | 'added';
  publishedDate: string;
  askedCount: number;
  totalCopiedTimes: number;
}

const now = new Date();
const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const monthName = (d: Date) => d.toISOString().slice(0, 7);
/** A moment inside a month: its first day plus some hours. */
const inMonth = (month: Date, hours = 1) => new Date(month.getTime() + hours * 3_600_000);

async function company(plan: 'freemium' | 'premium' = 'premium') {
  const user = await makeUser(t.database.db);
  const made = await makeCompany(t.database.db, user.id, { plan });
  return { id: made.id, token: (await signIn(t, user.email, user.password)).accessToken };
}

async function ask(companyId: string, question: string, at: Date, extra: object = {}) {
  await t.database.db.insert(enquiries).values({
    companyId,
    isGuest: true,
    guestFirstName: 'Gail',
    guestLastName: 'Guest',
    guestEmail: 'gail@example.com',
    question,
    createdAt: at,
    ...extra,
  });
}

async function promptsOf(token: string, month?: string) {
  const read = await gql<{ getAllMonthlyQuestionPrompt: Prompt[] }>(
    t.app,
    PROMPTS,
    month ? { month } : {},
    token,
  );
  expect(read.error).toBeUndefined();
  return read.data!.getAllMonthlyQuestionPrompt;
}

describe('monthly question prompts', () => {
  it('groups a month’s questions by their words and counts how often each was asked', async () => {
    const c = await company();
    await ask(c.id, 'What is the dividend policy?', inMonth(thisMonth, 1));
    await ask(c.id, 'What is the dividend policy?', inMonth(thisMonth, 2));
    await ask(c.id, 'what are the dividend policies', inMonth(thisMonth, 3));
    await ask(c.id, 'When is the AGM?', inMonth(thisMonth, 4));
    await ask(c.id, 'When is the AGM?', inMonth(thisMonth, 5));
    await ask(c.id, 'Who audits the accounts?', inMonth(thisMonth, 6));

    const prompts = await promptsOf(c.token);
    expect(prompts.map((p) => [p.question, p.askedCount])).toEqual([
      ['What is the dividend policy?', 3],
      ['When is the AGM?', 2],
    ]);
    expect(prompts[0]).toMatchObject({
      status: 'new',
      totalCopiedTimes: 0,
      publishedDate: thisMonth.toISOString(),
    });
  });

  it('lists each month separately, this month first, and one month when asked', async () => {
    const c = await company();
    for (const hours of [1, 2])
      await ask(c.id, 'Is the capital raise underwritten?', inMonth(lastMonth, hours));
    for (const hours of [1, 2]) await ask(c.id, 'When is the AGM?', inMonth(thisMonth, hours));

    const all = await promptsOf(c.token);
    expect(all.map((p) => [p.publishedDate, p.question])).toEqual([
      [thisMonth.toISOString(), 'When is the AGM?'],
      [lastMonth.toISOString(), 'Is the capital raise underwritten?'],
    ]);
    const one = await promptsOf(c.token, monthName(lastMonth));
    expect(one.map((p) => p.question)).toEqual(['Is the capital raise underwritten?']);
  });

  it(`shows at most ${MONTHLY_PROMPTS.perMonth} a month, and nothing asked only once`, async () => {
    const c = await company();
    for (let n = 0; n < 12; n += 1)
      for (const hours of [1, 2])
        await ask(
          c.id,
          `Question about topic${'x'.repeat(n)} please`,
          inMonth(thisMonth, hours + n),
        );
    await ask(c.id, 'A lone question about uranium', inMonth(thisMonth));
    const prompts = await promptsOf(c.token);
    expect(prompts).toHaveLength(10);
    expect(prompts.some((p) => p.question.includes('uranium'))).toBe(false);
  });

  it('leaves out questions already added to the registry and those the registry answers', async () => {
    const c = await company();
    for (const hours of [1, 2]) await ask(c.id, 'When is the AGM?', inMonth(thisMonth, hours));
    for (const hours of [1, 2])
      await ask(c.id, 'Will there be a share buyback?', inMonth(thisMonth, hours), {
        addedToRegistry: true,
      });
    for (const hours of [1, 2])
      await ask(c.id, 'What is the dividend policy?', inMonth(thisMonth, hours));
    await t.database.db.insert(questionRegistries).values({
      companyId: c.id,
      question: 'What are the dividend policies',
      response: 'Twice a year.',
    });

    expect((await promptsOf(c.token)).map((p) => p.question)).toEqual(['When is the AGM?']);
  });

  it('never shows another company’s questions', async () => {
    const ours = await company();
    const theirs = await company();
    for (const hours of [1, 2])
      await ask(theirs.id, 'What is the lithium grade at Red Hill?', inMonth(thisMonth, hours));
    expect(await promptsOf(ours.token)).toEqual([]);
    expect((await promptsOf(theirs.token)).map((p) => p.question)).toEqual([
      'What is the lithium grade at Red Hill?',
    ]);
  });

  it('refuses a month that is not YYYY-MM or is still to come', async () => {
    const c = await company();
    const malformed = await gql(t.app, PROMPTS, { month: '2026-13' }, c.token);
    expect(malformed.error).toMatchObject({ code: 'BAD_USER_INPUT' });
    const future = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const refused = await gql(t.app, PROMPTS, { month: monthName(future) }, c.token);
    expect(refused.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.monthlyPrompts.monthInvalid,
    });
  });
});

describe('adding a prompt to the registry', () => {
  it('makes a registry question, counts the copy and marks the prompt added', async () => {
    const c = await company();
    for (const hours of [1, 2]) await ask(c.id, 'When is the AGM?', inMonth(thisMonth, hours));
    const [prompt] = await promptsOf(c.token);

    const added = await gql<{
      addMonthlyQuestionPromptToRegistry: { questionRegistryId: string; totalCopiedTimes: number };
    }>(
      t.app,
      ADD,
      {
        i: {
          monthlyQuestionPromptId: prompt!._id,
          question: 'When is the AGM this year?',
          response: 'On 20 November in Perth.',
        },
      },
      c.token,
    );
    expect(added.error).toBeUndefined();
    expect(added.data!.addMonthlyQuestionPromptToRegistry.totalCopiedTimes).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(questionRegistries)
      .where(eq(questionRegistries.companyId, c.id));
    expect(row).toMatchObject({
      id: added.data!.addMonthlyQuestionPromptToRegistry.questionRegistryId,
      question: 'When is the AGM this year?',
      response: 'On 20 November in Perth.',
    });
    // Added, the prompt stays in its month as added rather than vanishing as answered.
    expect(await promptsOf(c.token)).toMatchObject([
      { question: 'When is the AGM?', status: 'added', totalCopiedTimes: 1 },
    ]);
  });

  it(`keeps the free plan to ${FREE_PLAN.registryQuestions} registry questions and counts no refused copy`, async () => {
    const c = await company('freemium');
    expect(FREE_PLAN.registryQuestions).toBe(3);
    for (const hours of [1, 2]) await ask(c.id, 'When is the AGM?', inMonth(thisMonth, hours));
    await t.database.db.insert(questionRegistries).values(
      ['One?', 'Two?', 'Three?'].map((question) => ({
        companyId: c.id,
        question,
        response: 'Yes.',
      })),
    );
    const [prompt] = await promptsOf(c.token);
    const refused = await gql(
      t.app,
      ADD,
      {
        i: {
          monthlyQuestionPromptId: prompt!._id,
          question: 'When is the AGM?',
          response: 'Soon.',
        },
      },
      c.token,
    );
    expect(refused.error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: messages.registry.freeLimit(3),
    });
    const copies = await t.database.db
      .select()
      .from(monthlyPromptCopies)
      .where(eq(monthlyPromptCopies.companyId, c.id));
    expect(copies).toEqual([]);
  });

  it('answers another company’s prompt, or one that is not a prompt, as not found', async () => {
    const ours = await company();
    const theirs = await company();
    for (const hours of [1, 2]) await ask(theirs.id, 'When is the AGM?', inMonth(thisMonth, hours));
    const [prompt] = await promptsOf(theirs.token);
    for (const id of [prompt!._id, 'not-a-prompt']) {
      const refused = await gql(
        t.app,
        ADD,
        { i: { monthlyQuestionPromptId: id, question: 'When is the AGM?', response: 'Soon.' } },
        ours.token,
      );
      expect(refused.error).toEqual({
        code: 'NOT_FOUND',
        message: messages.monthlyPrompts.notFound,
      });
    }
    const written = await t.database.db
      .select()
      .from(questionRegistries)
      .where(eq(questionRegistries.companyId, ours.id));
    expect(written).toEqual([]);
  });
});
