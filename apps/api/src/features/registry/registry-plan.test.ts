import { describe, expect, it } from 'vitest';
import { FREE_PLAN, messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  COUNT,
  IMPORT,
  PURGE,
  STATUS,
  add,
  insertQuestions,
  makeTeam,
  stored,
} from './testing/registry-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.registry;
const FREE_LIMIT = FREE_PLAN.registryQuestions;

const question = { question: 'Will there be a capital raise?', response: 'Not at present.' };

describe('the question registry on Freemium', () => {
  it(`holds ${FREE_LIMIT} questions, drafts included, and refuses the next with the upgrade message`, async () => {
    const team = await makeTeam(t, 'freemium');
    expect((await add(t, team.admin, question)).error).toBeUndefined();
    expect((await add(t, team.admin, { question: 'Draft?', drafted: true })).error).toBeUndefined();
    expect((await add(t, team.editor, question)).error).toBeUndefined();

    const fourth = await add(t, team.admin, { question: 'One more?', drafted: true });
    expect(fourth.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.freeLimit(FREE_LIMIT) });
    expect(await stored(t, team.companyId)).toHaveLength(FREE_LIMIT);
  });

  it('does not count questions in Deleted', async () => {
    const team = await makeTeam(t, 'freemium');
    await insertQuestions(t, team.companyId, [{}, {}, { deletedAt: new Date() }]);
    expect((await add(t, team.admin, question)).error).toBeUndefined();
    expect((await add(t, team.admin, question)).error?.code).toBe('PAYMENT_REQUIRED');
  });

  it(`lets only ${FREE_LIMIT} of several adds sent at once through`, async () => {
    const team = await makeTeam(t, 'freemium');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        add(t, team.admin, { question: `At once ${n}?`, drafted: true }),
      ),
    );
    expect(answers.filter((a) => !a.error)).toHaveLength(FREE_LIMIT);
    expect(answers.filter((a) => a.error?.code === 'PAYMENT_REQUIRED')).toHaveLength(
      6 - FREE_LIMIT,
    );
    expect(await stored(t, team.companyId)).toHaveLength(FREE_LIMIT);
  });

  it('refuses starring, unstarring, restoring and a CSV import with their upgrade messages', async () => {
    const team = await makeTeam(t, 'freemium');
    const [live, deleted] = await insertQuestions(t, team.companyId, [
      {},
      { deletedAt: new Date() },
    ]);
    const before = await stored(t, team.companyId);
    const change = (status: string, id: string) =>
      gql(t.app, STATUS, { i: { status, questionRegistryIds: [id] } }, team.admin);

    expect((await change('starred', live!.id)).error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: text.premiumStar,
    });
    expect((await change('unstarred', live!.id)).error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: text.premiumStar,
    });
    expect((await change('restored', deleted!.id)).error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: text.premiumRestore,
    });
    const starredAdd = await add(t, team.admin, { ...question, starred: true });
    expect(starredAdd.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.premiumStar });
    const imported = await gql(
      t.app,
      IMPORT,
      { i: { questionRegistries: [{ question: 'Q?', response: 'A.' }] } },
      team.admin,
    );
    expect(imported.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.premiumImport });
    expect(await stored(t, team.companyId)).toEqual(before);
  });

  it('still lets a free company delete, and delete for good', async () => {
    const team = await makeTeam(t, 'freemium');
    const [row] = await insertQuestions(t, team.companyId, [{}]);
    const deleted = await gql(
      t.app,
      STATUS,
      { i: { status: 'deleted', questionRegistryIds: [row!.id] } },
      team.admin,
    );
    expect(deleted.error).toBeUndefined();
    const purged = await gql(t.app, PURGE, { i: { questionRegistryIds: [row!.id] } }, team.admin);
    expect(purged.error).toBeUndefined();
    expect(await stored(t, team.companyId)).toEqual([]);
  });

  it(`tells the tabs the plan holds ${FREE_LIMIT}`, async () => {
    const team = await makeTeam(t, 'freemium');
    await insertQuestions(t, team.companyId, [{ drafted: true, response: '' }, {}]);
    const counts = await gql(t.app, COUNT, {}, team.viewer);
    expect(counts.data).toEqual({
      getQuestionRegistryCount: { total: 2, starred: 0, drafted: 1, deleted: 0, limit: FREE_LIMIT },
    });
  });
});

describe('the question registry on Premium', () => {
  it(`holds more than ${FREE_LIMIT} questions`, async () => {
    const team = await makeTeam(t, 'premium');
    await insertQuestions(
      t,
      team.companyId,
      Array.from({ length: 10 }, () => ({})),
    );
    expect((await add(t, team.admin, question)).error).toBeUndefined();
    expect(await stored(t, team.companyId)).toHaveLength(11);
  });
});
