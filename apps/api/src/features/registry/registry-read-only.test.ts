import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { changePlan } from '../team/testing/plan-change';
import {
  EDIT,
  GET,
  STATUS,
  insertQuestions,
  lock,
  makeTeam,
  stored,
} from './testing/registry-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const readOnlyRefusal = { code: 'PAYMENT_REQUIRED', message: messages.registry.readOnly(3) };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A Premium company with 5 questions created a day apart (the first the oldest), then moved to
 * Essentials as a downgrade leaves it: its admin and editor (the first 2 members) keep access.
 * Answers the questions oldest first.
 */
async function downgradedWithFive() {
  const team = await makeTeam(t, 'premium');
  const now = Date.now();
  const questions = await insertQuestions(
    t,
    team.companyId,
    // Inserted newest first, so the rule cannot lean on insertion order.
    [5, 4, 3, 2, 1].map((n) => ({
      question: `Question ${n}?`,
      createdAt: new Date(now - (10 - n) * DAY_MS),
    })),
  );
  await changePlan(t.database.db, team.companyId, 'freemium');
  return { team, questions: questions.reverse() };
}

const readOnlyByQuestion = async (token: string) => {
  const list = await gql<{
    getQuestionRegistries: { items: { question: string; readOnly: boolean }[] };
  }>(
    t.app,
    'query { getQuestionRegistries(limit: 50) { items { question readOnly } } }',
    {},
    token,
  );
  expect(list.error).toBeUndefined();
  return Object.fromEntries(
    (list.data?.getQuestionRegistries.items ?? []).map((item) => [item.question, item.readOnly]),
  );
};

const edit = (token: string, id: string, input: Record<string, unknown> = {}) =>
  gql(
    t.app,
    EDIT,
    { i: { questionRegistryId: id, question: 'Changed?', response: 'Changed.', ...input } },
    token,
  );

const deleteQuestions = (token: string, ids: string[]) =>
  gql(t.app, STATUS, { i: { status: 'deleted', questionRegistryIds: ids } }, token);

describe('the question registry after a move from Premium to Essentials', () => {
  it('keeps the first 3 questions by creation editable, and shows the fourth and fifth read-only', async () => {
    const { team, questions } = await downgradedWithFive();
    expect(await readOnlyByQuestion(team.editor)).toEqual({
      'Question 1?': false,
      'Question 2?': false,
      'Question 3?': false,
      'Question 4?': true,
      'Question 5?': true,
    });
    const fourth = await gql<{ getQuestionRegistry: { readOnly: boolean } }>(
      t.app,
      GET.replace('{ _id', '{ readOnly _id'),
      { id: questions[3]!.id },
      team.admin,
    );
    expect(fourth.data?.getQuestionRegistry.readOnly).toBe(true);
  });

  it('refuses editing, saving as a draft, deleting and drafting the fourth question, and changes nothing', async () => {
    const { team, questions } = await downgradedWithFive();
    const fourth = questions[3]!.id;
    const before = await stored(t, team.companyId);

    expect((await edit(team.admin, fourth)).error).toEqual(readOnlyRefusal);
    expect((await edit(team.editor, fourth, { drafted: true, response: '' })).error).toEqual(
      readOnlyRefusal,
    );
    expect((await deleteQuestions(team.admin, [fourth])).error).toEqual(readOnlyRefusal);
    expect((await lock(t, team.admin, fourth)).error).toEqual(readOnlyRefusal);
    // A selection holding one read-only question changes none of them.
    expect((await deleteQuestions(team.admin, [questions[0]!.id, fourth])).error).toEqual(
      readOnlyRefusal,
    );

    expect(await stored(t, team.companyId)).toEqual(before);
  });

  it('still lets the team edit, draft and delete the first 3 questions', async () => {
    const { team, questions } = await downgradedWithFive();
    const [first, second, third] = questions.map((q) => q.id);
    expect((await lock(t, team.editor, first!)).error).toBeUndefined();
    expect((await edit(team.editor, first!)).error).toBeUndefined();
    expect(
      (await edit(team.admin, second!, { drafted: true, response: '' })).error,
    ).toBeUndefined();
    expect((await deleteQuestions(team.admin, [third!])).error).toBeUndefined();
  });

  it('makes the fourth question editable once one of the first 3 is deleted', async () => {
    const { team, questions } = await downgradedWithFive();
    expect((await deleteQuestions(team.admin, [questions[0]!.id])).error).toBeUndefined();

    expect(await readOnlyByQuestion(team.admin)).toMatchObject({
      'Question 4?': false,
      'Question 5?': true,
    });
    expect((await edit(team.admin, questions[3]!.id)).error).toBeUndefined();
  });

  it('restores every question when the company returns to Premium, with nothing stored changed', async () => {
    const { team, questions } = await downgradedWithFive();
    const before = await stored(t, team.companyId);

    await changePlan(t.database.db, team.companyId, 'premium');

    expect(await stored(t, team.companyId)).toEqual(before);
    expect(Object.values(await readOnlyByQuestion(team.admin))).toEqual(Array(5).fill(false));
    expect((await edit(team.admin, questions[4]!.id)).error).toBeUndefined();
  });

  it('does not count questions in Deleted among the first 3', async () => {
    const team = await makeTeam(t, 'premium');
    const now = Date.now();
    const [gone, , , , last] = await insertQuestions(
      t,
      team.companyId,
      [1, 2, 3, 4, 5].map((n) => ({
        question: `Question ${n}?`,
        createdAt: new Date(now - (10 - n) * DAY_MS),
        deletedAt: n === 1 ? new Date() : null,
      })),
    );
    await changePlan(t.database.db, team.companyId, 'freemium');

    expect(await readOnlyByQuestion(team.admin)).toEqual({
      'Question 2?': false,
      'Question 3?': false,
      'Question 4?': false,
      'Question 5?': true,
    });
    // The one in Deleted is not read-only: Deleted's own rules apply (restoring is Premium).
    const deleted = await gql<{ getQuestionRegistry: { readOnly: boolean } }>(
      t.app,
      GET.replace('{ _id', '{ readOnly _id'),
      { id: gone!.id },
      team.admin,
    );
    expect(deleted.data?.getQuestionRegistry.readOnly).toBe(false);
    expect((await edit(team.admin, last!.id)).error).toEqual(readOnlyRefusal);
  });
});
