import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY, messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  IMPORT,
  PURGE,
  STATUS,
  insertQuestions,
  makeTeam,
  stored,
} from './testing/registry-test-kit';
import type { Team } from './testing/registry-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.registry;

const status = (token: string, i: Record<string, unknown>) => gql(t.app, STATUS, { i }, token);
const purge = (token: string, i: Record<string, unknown>) => gql(t.app, PURGE, { i }, token);
const importRows = (token: string, rows: unknown[]) =>
  gql(t.app, IMPORT, { i: { questionRegistries: rows } }, token);

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam(t);
  theirs = await makeTeam(t);
});

describe('the status edit', () => {
  it('sends questions to Deleted and recovers them', async () => {
    const rows = await insertQuestions(t, ours.companyId, [{}, {}]);
    const ids = rows.map((row) => row.id);
    const deleted = await status(ours.editor, { status: 'deleted', questionRegistryIds: ids });
    expect(deleted.data).toEqual({
      updateQuestionRegistries: { message: text.sentToDeleted, count: 2 },
    });
    const inDeleted = (await stored(t, ours.companyId)).filter((row) => ids.includes(row.id));
    expect(inDeleted.every((row) => row.deletedAt !== null)).toBe(true);

    const recovered = await status(ours.editor, {
      status: 'restored',
      questionRegistryIds: ids,
      companyId: ours.companyId,
    });
    expect(recovered.data).toEqual({
      updateQuestionRegistries: { message: text.recovered, count: 2 },
    });
    const back = (await stored(t, ours.companyId)).filter((row) => ids.includes(row.id));
    expect(back.every((row) => row.deletedAt === null)).toBe(true);
  });

  it('keeps the first deletion time when a deleted question is sent to Deleted again', async () => {
    const deletedAt = new Date('2026-01-02T03:04:05Z');
    const [row] = await insertQuestions(t, ours.companyId, [{ deletedAt }]);
    await status(ours.admin, { status: 'deleted', questionRegistryIds: [row!.id] });
    const [after] = (await stored(t, ours.companyId)).filter((r) => r.id === row!.id);
    expect(after!.deletedAt).toEqual(deletedAt);
  });

  it('stars and unstars, each id once however often it is named', async () => {
    const [row] = await insertQuestions(t, ours.companyId, [{}]);
    const starred = await status(ours.admin, {
      status: 'starred',
      questionRegistryIds: [row!.id, row!.id],
    });
    expect(starred.data).toEqual({ updateQuestionRegistries: { message: text.starred, count: 1 } });
    const unstarred = await status(ours.admin, {
      status: 'unstarred',
      questionRegistryIds: [row!.id],
    });
    expect(unstarred.data).toEqual({
      updateQuestionRegistries: { message: text.unstarred, count: 1 },
    });
    const [after] = (await stored(t, ours.companyId)).filter((r) => r.id === row!.id);
    expect(after!.starred).toBe(false);
  });

  it('never stars or unstars a deleted question, and then changes none of the selection', async () => {
    const rows = await insertQuestions(t, ours.companyId, [{}, { deletedAt: new Date() }]);
    const before = await stored(t, ours.companyId);
    for (const change of ['starred', 'unstarred']) {
      const answer = await status(ours.admin, {
        status: change,
        questionRegistryIds: rows.map((row) => row.id),
      });
      expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.starDeleted });
    }
    expect(await stored(t, ours.companyId)).toEqual(before);
  });

  it('changes nothing when one id is another company’s or unknown', async () => {
    const [own] = await insertQuestions(t, ours.companyId, [{}]);
    const [foreign] = await insertQuestions(t, theirs.companyId, [{}]);
    const before = [...(await stored(t, ours.companyId)), ...(await stored(t, theirs.companyId))];
    for (const stranger of [foreign!.id, randomUUID(), 'not-an-id']) {
      const answer = await status(ours.admin, {
        status: 'deleted',
        questionRegistryIds: [own!.id, stranger],
      });
      expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
    expect([...(await stored(t, ours.companyId)), ...(await stored(t, theirs.companyId))]).toEqual(
      before,
    );
  });

  it('asks for a selection, and refuses more ids than one change may name', async () => {
    const none = await status(ours.admin, { status: 'deleted', questionRegistryIds: [] });
    expect(none.error).toEqual({ code: 'BAD_USER_INPUT', message: text.noneSelected });
    const tooMany = Array.from({ length: REGISTRY.bulkMaxIds + 1 }, () => randomUUID());
    const answer = await status(ours.admin, { status: 'deleted', questionRegistryIds: tooMany });
    expect(answer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.tooManySelected(REGISTRY.bulkMaxIds),
    });
  });

  it('refuses a viewer and another company’s id in companyId, changing nothing', async () => {
    const [row] = await insertQuestions(t, ours.companyId, [{}]);
    const before = await stored(t, ours.companyId);
    const viewer = await status(ours.viewer, { status: 'deleted', questionRegistryIds: [row!.id] });
    expect(viewer.error).toEqual({ code: 'FORBIDDEN', message: messages.permission.denied });
    const foreign = await status(ours.admin, {
      status: 'deleted',
      questionRegistryIds: [row!.id],
      companyId: theirs.companyId,
    });
    expect(foreign.error).toEqual({ code: 'FORBIDDEN', message: messages.auth.notInCompany });
    expect(await stored(t, ours.companyId)).toEqual(before);
  });
});

describe('deleting permanently', () => {
  it('removes questions already in Deleted for good', async () => {
    const rows = await insertQuestions(t, ours.companyId, [
      { deletedAt: new Date() },
      { deletedAt: new Date() },
    ]);
    const answer = await purge(ours.admin, { questionRegistryIds: rows.map((row) => row.id) });
    expect(answer.data).toEqual({
      deleteQuestionRegistriesPermanently: { message: text.deleted, count: 2 },
    });
    const left = (await stored(t, ours.companyId)).map((row) => row.id);
    expect(left).not.toContain(rows[0]!.id);
    expect(left).not.toContain(rows[1]!.id);
  });

  it('removes nothing when one of the selection is not in Deleted', async () => {
    const rows = await insertQuestions(t, ours.companyId, [{ deletedAt: new Date() }, {}]);
    const before = await stored(t, ours.companyId);
    const answer = await purge(ours.admin, { questionRegistryIds: rows.map((row) => row.id) });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.notDeleted });
    expect(await stored(t, ours.companyId)).toEqual(before);
  });

  it('reads another company’s deleted question as not found and leaves it be', async () => {
    const [foreign] = await insertQuestions(t, theirs.companyId, [{ deletedAt: new Date() }]);
    const answer = await purge(ours.admin, { questionRegistryIds: [foreign!.id] });
    expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    expect((await stored(t, theirs.companyId)).map((row) => row.id)).toContain(foreign!.id);
  });
});

describe('the CSV import’s Finalise', () => {
  it('adds every row as a saved question, naming the importer', async () => {
    const team = await makeTeam(t);
    const rows = Array.from({ length: 20 }, (_, n) => ({
      question: `Imported question ${n + 1}?`,
      response: `Imported answer ${n + 1}.`,
    }));
    const answer = await importRows(team.editor, rows);
    expect(answer.data).toEqual({
      addMultipleQuestionRegistris: { message: text.imported(20), count: 20 },
    });
    const saved = await stored(t, team.companyId);
    expect(saved).toHaveLength(20);
    expect(saved.every((row) => !row.drafted && row.lastUpdateBy === team.editorId)).toBe(true);
  });

  it.each([
    [
      'a row with an empty response',
      [
        { question: 'Q?', response: 'A.' },
        { question: 'Q2?', response: '  ' },
      ],
      text.csvEmptyRows,
    ],
    ['a row with an empty question', [{ question: '', response: 'A.' }], text.csvEmptyRows],
    ['a row without a response', [{ question: 'Q?' }], text.csvEmptyRows],
    ['no rows at all', [], text.csvNoRows],
    [
      `more than ${REGISTRY.importMaxRows} rows`,
      Array.from({ length: REGISTRY.importMaxRows + 1 }, () => ({
        question: 'Q?',
        response: 'A.',
      })),
      text.csvTooManyRows(REGISTRY.importMaxRows),
    ],
  ])('refuses %s with its message and adds none', async (_case, rows, message) => {
    const team = await makeTeam(t);
    const answer = await importRows(team.admin, rows);
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await stored(t, team.companyId)).toEqual([]);
  });

  it(`adds ${REGISTRY.importMaxRows} rows of a 5 MB file in one call, its body over 1 MB`, async () => {
    const team = await makeTeam(t);
    // About 1.2 kB a row: 5,000 rows make a body of about 6 MB.
    const rows = Array.from({ length: REGISTRY.importMaxRows }, (_, n) => ({
      question: `Imported question ${n + 1}: ${'q'.repeat(180)}?`,
      response: `Imported answer ${n + 1}: ${'a'.repeat(1020)}.`,
    }));
    const body = JSON.stringify({ query: IMPORT, variables: { i: { questionRegistries: rows } } });
    expect(body.length).toBeGreaterThan(6 * 1024 * 1024);
    const answer = await gql(t.app, IMPORT, { i: { questionRegistries: rows } }, team.admin);
    expect(answer.data).toEqual({
      addMultipleQuestionRegistris: {
        message: text.imported(REGISTRY.importMaxRows),
        count: REGISTRY.importMaxRows,
      },
    });
    expect(await stored(t, team.companyId)).toHaveLength(REGISTRY.importMaxRows);
  });

  it('refuses a GraphQL body over 8 MB with 413, and any other JSON body over 1 MB', async () => {
    const before = await stored(t, ours.companyId);
    const huge = JSON.stringify({
      query: IMPORT,
      variables: {
        i: { questionRegistries: [{ question: 'Q?', response: 'a'.repeat(9_000_000) }] },
      },
    });
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ours.admin}` },
      payload: huge,
    });
    expect(graphql.statusCode).toBe(413);
    expect(graphql.json()).toMatchObject({
      errors: [{ message: messages.generic.requestTooLarge }],
    });

    const activity = await t.app.inject({
      method: 'POST',
      url: '/activityLog',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ours.admin}` },
      payload: JSON.stringify({ padding: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(activity.statusCode).toBe(413);
    expect(await stored(t, ours.companyId)).toEqual(before);
  });
});
