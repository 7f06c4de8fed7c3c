import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, REGISTRY, messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  COUNT,
  EDIT,
  GET,
  IDS,
  LIST,
  add,
  insertQuestions,
  makeTeam,
  stored,
} from './testing/registry-test-kit';
import type { ListData, RegistryItemView, Team } from './testing/registry-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.registry;

type EditData = { editQuestionRegistry: { message: string; questionRegistry: RegistryItemView } };

const dividend = {
  question: 'When is the next dividend paid?',
  response: 'The interim dividend is paid on 20 March to holders on the record date.',
};

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam(t);
  theirs = await makeTeam(t);
});

describe('adding a question', () => {
  it('saves a question with its response, naming who added it', async () => {
    const answer = await add(t, ours.admin, { ...dividend, companyId: ours.companyId });
    expect(answer.error).toBeUndefined();
    expect(answer.data!.addQuestionRegistry).toMatchObject({
      message: text.added,
      questionRegistry: {
        ...dividend,
        companyId: ours.companyId,
        drafted: false,
        starred: false,
        deleted: false,
        lastUpdateBy: { _id: ours.adminId, firstName: 'Test', lastName: 'Person' },
        lockedBy: null,
      },
    });
  });

  it('saves a draft with a question only', async () => {
    const answer = await add(t, ours.editor, { question: 'What is the AGM date?', drafted: true });
    expect(answer.data!.addQuestionRegistry).toMatchObject({
      message: text.savedAsDraft,
      questionRegistry: { question: 'What is the AGM date?', response: '', drafted: true },
    });
  });

  it('stars a new question on Premium when asked', async () => {
    const answer = await add(t, ours.admin, { ...dividend, starred: true });
    expect(answer.data!.addQuestionRegistry.questionRegistry.starred).toBe(true);
  });

  it.each([
    ['an empty question', { question: '   ', response: 'An answer' }, text.questionRequired],
    ['a draft without a question', { response: 'An answer', drafted: true }, text.questionRequired],
    [
      'a whitespace-only response on save',
      { question: 'A question?', response: '   ' },
      text.responseRequired,
    ],
    ['a save without a response', { question: 'A question?' }, text.responseRequired],
    [
      'an over-long question',
      { question: 'x'.repeat(REGISTRY.questionMaxLength + 1), response: 'An answer' },
      text.questionTooLong(REGISTRY.questionMaxLength),
    ],
    [
      'a 100,000-character response',
      { question: 'A question?', response: 'x'.repeat(100_000) },
      text.responseTooLong(REGISTRY.responseMaxLength),
    ],
  ])('refuses %s with its message and writes nothing', async (_case, input, message) => {
    const before = await stored(t, ours.companyId);
    const answer = await add(t, ours.admin, input);
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await stored(t, ours.companyId)).toEqual(before);
  });

  it('refuses a company id that is not the caller’s, writing nothing', async () => {
    const before = await stored(t, theirs.companyId);
    const answer = await add(t, ours.admin, { ...dividend, companyId: theirs.companyId });
    expect(answer.error).toEqual({ code: 'FORBIDDEN', message: messages.auth.notInCompany });
    expect(await stored(t, theirs.companyId)).toEqual(before);
  });

  it('lets a viewer read the registry but not add to it', async () => {
    const before = await stored(t, ours.companyId);
    const answer = await add(t, ours.viewer, dividend);
    expect(answer.error).toEqual({ code: 'FORBIDDEN', message: messages.permission.denied });
    expect(await stored(t, ours.companyId)).toEqual(before);
    const list = await gql<ListData>(t.app, LIST, {}, ours.viewer);
    expect(list.data!.getQuestionRegistries.meta.totalItems).toBe(before.length);
  });

  it('shows nothing to a custom role without the question registry permission', async () => {
    const list = await gql(t.app, LIST, {}, ours.custom);
    expect(list.error?.code).toBe('FORBIDDEN');
    expect(list.data).toBeNull();
  });
});

describe('editing a question', () => {
  async function made(input: Record<string, unknown> = dividend, token = ours.admin) {
    return (await add(t, token, input)).data!.addQuestionRegistry.questionRegistry;
  }

  it('saves the new text, naming the editor and the time of the edit', async () => {
    const question = await made();
    const edited = await gql<EditData>(
      t.app,
      EDIT,
      {
        i: {
          questionRegistryId: question._id,
          companyId: ours.companyId,
          question: 'When is the final dividend paid?',
          response: 'In September.',
        },
      },
      ours.editor,
    );
    expect(edited.data!.editQuestionRegistry).toMatchObject({
      message: text.updated,
      questionRegistry: {
        _id: question._id,
        question: 'When is the final dividend paid?',
        response: 'In September.',
        drafted: false,
        lastUpdateBy: { _id: ours.editorId },
      },
    });
    expect(
      Date.parse(edited.data!.editQuestionRegistry.questionRegistry.lastEditedAt),
    ).toBeGreaterThan(Date.parse(question.lastEditedAt));
  });

  it('turns a draft into a saved question once it has a response', async () => {
    const draft = await made({ question: 'Is guidance unchanged?', drafted: true });
    const edited = await gql<EditData>(
      t.app,
      EDIT,
      { i: { questionRegistryId: draft._id, question: draft.question, response: 'Yes.' } },
      ours.admin,
    );
    expect(edited.data!.editQuestionRegistry.questionRegistry).toMatchObject({
      drafted: false,
      response: 'Yes.',
    });
  });

  it('refuses bad input and leaves the question as it was', async () => {
    const question = await made();
    const before = await stored(t, ours.companyId);
    const edited = await gql(
      t.app,
      EDIT,
      { i: { questionRegistryId: question._id, question: 'Still here?', response: ' ' } },
      ours.admin,
    );
    expect(edited.error).toEqual({ code: 'BAD_USER_INPUT', message: text.responseRequired });
    expect(await stored(t, ours.companyId)).toEqual(before);
  });

  it('reads another company’s question, or an id that is no id, as not found', async () => {
    const theirQuestion = await made(dividend, theirs.admin);
    const before = await stored(t, theirs.companyId);
    for (const id of [theirQuestion._id, randomUUID(), 'not-an-id']) {
      const edited = await gql(
        t.app,
        EDIT,
        { i: { questionRegistryId: id, ...dividend } },
        ours.admin,
      );
      expect(edited.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
      const read = await gql(t.app, GET, { id }, ours.admin);
      expect(read.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
    expect(await stored(t, theirs.companyId)).toEqual(before);
  });

  it('refuses to edit a question in the Deleted tab', async () => {
    const [deleted] = await insertQuestions(t, ours.companyId, [{ deletedAt: new Date() }]);
    const edited = await gql(
      t.app,
      EDIT,
      { i: { questionRegistryId: deleted!.id, ...dividend } },
      ours.admin,
    );
    expect(edited.error).toEqual({ code: 'BAD_USER_INPUT', message: text.editDeleted });
    const [after] = (await stored(t, ours.companyId)).filter((row) => row.id === deleted!.id);
    expect(after).toEqual(deleted);
  });
});

describe('reading the registry', () => {
  let team: Team;
  beforeAll(async () => {
    team = await makeTeam(t);
    const start = Date.parse('2026-02-01T00:00:00Z');
    await insertQuestions(
      t,
      team.companyId,
      Array.from({ length: 30 }, (_, n) => ({
        question: `Question ${n + 1}?`,
        lastEditedAt: new Date(start + n * 60_000),
        drafted: n % 10 === 0,
        response: n % 10 === 0 ? '' : `Answer ${n + 1}.`,
        starred: n % 7 === 0,
        deletedAt: n >= 27 ? new Date() : null,
      })),
    );
  });

  const list = (variables: Record<string, unknown>) =>
    gql<ListData>(t.app, LIST, variables, team.viewer).then((a) => a.data!.getQuestionRegistries);

  it('pages through a tab twelve at a time, newest edit first', async () => {
    const first = await list({});
    expect(first.meta).toEqual({
      currentPage: 1,
      itemsPerPage: PAGE_SIZES.registry,
      totalItems: 27,
      totalPages: 3,
    });
    expect(first.items[0]!.question).toBe('Question 27?');
    const third = await list({ page: 3 });
    expect(third.items.map((item) => item.question)).toEqual([
      'Question 3?',
      'Question 2?',
      'Question 1?',
    ]);
  });

  it('keeps the page size between 1 and 50 and the page at 1 or more', async () => {
    expect((await list({ limit: 500 })).meta).toMatchObject({ itemsPerPage: 50, totalPages: 1 });
    expect((await list({ limit: 0 })).meta).toMatchObject({ itemsPerPage: 1, totalPages: 27 });
    const page = await list({ page: -4 });
    expect(page.meta.currentPage).toBe(1);
    expect(page.items[0]!.question).toBe('Question 27?');
  });

  it('answers the tab counts and, on Premium, no limit', async () => {
    const counts = await gql(t.app, COUNT, { companyId: team.companyId }, team.viewer);
    expect(counts.data).toEqual({
      getQuestionRegistryCount: { total: 27, starred: 4, drafted: 3, deleted: 3, limit: null },
    });
  });

  it('answers every id of a tab for Select all', async () => {
    const ids = await gql<{ getQuestionRegistryIds: string[] }>(
      t.app,
      IDS,
      { type: 'deleted' },
      team.viewer,
    );
    expect(ids.data!.getQuestionRegistryIds).toHaveLength(3);
  });

  it('reads one question with the people it names', async () => {
    const [first] = await stored(t, team.companyId);
    const read = await gql<{ getQuestionRegistry: RegistryItemView }>(
      t.app,
      GET,
      { id: first!.id },
      team.viewer,
    );
    expect(read.data!.getQuestionRegistry).toMatchObject({
      _id: first!.id,
      question: first!.question,
      lastUpdateBy: null,
      lockedBy: null,
    });
  });

  it('refuses a company id that is not the caller’s on every read', async () => {
    for (const document of [LIST, IDS, COUNT]) {
      const answer = await gql(t.app, document, { companyId: theirs.companyId }, team.viewer);
      expect(answer.error).toEqual({ code: 'FORBIDDEN', message: messages.auth.notInCompany });
    }
  });
});
