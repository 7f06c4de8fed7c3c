import { count, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_PLAN, messages, registryQuestionSchema } from '@quorum/shared';
import { enquiries } from '../db/schema';
import { signIn } from '../testing/factories';
import { gql } from '../testing/graphql';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { DEMO, FREE_DEMO, seedDemo } from './demo';

// Its own database on PostgreSQL: the demo accounts' emails are the same in every run.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 100 }, { ownDatabase: true });
});
afterAll(() => t.close());

const COUNT = '{ getQuestionRegistryCount { total starred drafted deleted limit } }';
const LIST = `query($type: QuestionRegistryTab) {
  getQuestionRegistries(type: $type, limit: 50) { items { question response drafted } }
}`;
type Items = {
  getQuestionRegistries: { items: { question: string; response: string; drafted: boolean }[] };
};

describe('the demo seed', () => {
  it('seeds both demo accounts once, and leaves them alone on the next start', async () => {
    expect(await seedDemo(t.database.db)).toBe('seeded');
    expect(await seedDemo(t.database.db)).toBe('present');
  });

  it('gives the Premium demo company a registry with drafts, stars and one question in Deleted', async () => {
    const { accessToken } = await signIn(t, DEMO.email, DEMO.password);
    const counts = await gql(t.app, COUNT, {}, accessToken);
    expect(counts.data).toEqual({
      getQuestionRegistryCount: { total: 11, starred: 3, drafted: 2, deleted: 1, limit: null },
    });
    const all = await gql<Items>(t.app, LIST, { type: 'all' }, accessToken);
    for (const item of all.data!.getQuestionRegistries.items)
      expect(registryQuestionSchema.safeParse(item).success).toBe(true);
  });

  it('seeds the free-plan account at its registry limit, so the next question meets the upgrade', async () => {
    const { accessToken } = await signIn(t, FREE_DEMO.email, FREE_DEMO.password);
    const counts = await gql(t.app, COUNT, {}, accessToken);
    expect(counts.data).toEqual({
      getQuestionRegistryCount: {
        total: FREE_PLAN.registryQuestions,
        starred: 0,
        drafted: 0,
        deleted: 0,
        limit: FREE_PLAN.registryQuestions,
      },
    });
    const added = await gql(
      t.app,
      'mutation($i: AddQuestionRegistryInput!) { addQuestionRegistry(addQuestionRegistryInput: $i) { message } }',
      { i: { question: 'One more?', drafted: true } },
      accessToken,
    );
    expect(added.error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: messages.registry.freeLimit(FREE_PLAN.registryQuestions),
    });
  });

  it('gives the Premium demo company response templates to answer from', async () => {
    const { accessToken } = await signIn(t, DEMO.email, DEMO.password);
    const templates = await gql<{ getResponseTemplates: { items: { title: string }[] } }>(
      t.app,
      '{ getResponseTemplates { items { title } } }',
      {},
      accessToken,
    );
    expect(templates.data!.getResponseTemplates.items).toHaveLength(4);
  });

  it('leaves no seeded question without its sentiment, and has questions of each stance', async () => {
    const db = t.database.db;
    const [unscored] = await db
      .select({ n: count() })
      .from(enquiries)
      .where(isNull(enquiries.sentimentScore));
    expect(unscored!.n).toBe(0);
    const labels = await db.selectDistinct({ label: enquiries.sentimentLabel }).from(enquiries);
    expect(labels.map((row) => row.label).sort()).toEqual(['negative', 'neutral', 'positive']);
  });
});
