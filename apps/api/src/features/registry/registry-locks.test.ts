import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY, messages } from '@quorum/shared';
import { questionRegistries } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  EDIT,
  GET,
  STATUS,
  insertQuestions,
  lock,
  makeTeam,
  stored,
} from './testing/registry-test-kit';
import type { RegistryItemView, Team } from './testing/registry-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.registry;

let team: Team;
let other: Team;
beforeAll(async () => {
  team = await makeTeam(t);
  other = await makeTeam(t);
});

async function freshQuestion(companyId = team.companyId) {
  const [row] = await insertQuestions(t, companyId, [{}]);
  return row!.id;
}

/** Moves a lock's end into the past, as if its holder had walked away long ago. */
async function runOut(id: string) {
  await t.database.db
    .update(questionRegistries)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(questionRegistries.id, id));
}

const read = async (id: string, token = team.viewer) =>
  (await gql<{ getQuestionRegistry: RegistryItemView }>(t.app, GET, { id }, token)).data!
    .getQuestionRegistry;

describe('the drafting lock', () => {
  it(`takes the lock for ${REGISTRY.lockSeconds} seconds and shows who holds it`, async () => {
    const id = await freshQuestion();
    const before = Date.now();
    const taken = await lock(t, team.admin, id);
    expect(taken.error).toBeUndefined();
    const answer = taken.data!.updateQuestionRegistryLockedTime;
    expect(answer).toMatchObject({
      questionRegistryId: id,
      lockedBy: { _id: team.adminId, firstName: 'Test', lastName: 'Person' },
    });
    // The database's clock sets the time; allow for the two clocks to differ a little.
    const lockedFor = (Date.parse(answer.lockedUntil!) - before) / 1000;
    expect(lockedFor).toBeGreaterThan(REGISTRY.lockSeconds - 30);
    expect(lockedFor).toBeLessThan(REGISTRY.lockSeconds + 30);
    expect(await read(id)).toMatchObject({
      lockedBy: { _id: team.adminId },
      lockedUntil: answer.lockedUntil,
    });
  });

  it('refuses a second person with the lock warning while the first holds it', async () => {
    const id = await freshQuestion();
    await lock(t, team.admin, id);
    const second = await lock(t, team.editor, id);
    expect(second.error).toEqual({ code: 'CONFLICT', message: text.locked });
    expect((await read(id)).lockedBy?._id).toBe(team.adminId);
  });

  it('refreshes the holder’s own lock', async () => {
    const id = await freshQuestion();
    const first = (await lock(t, team.admin, id)).data!.updateQuestionRegistryLockedTime;
    const again = await lock(t, team.admin, id);
    expect(again.error).toBeUndefined();
    expect(
      Date.parse(again.data!.updateQuestionRegistryLockedTime.lockedUntil!),
    ).toBeGreaterThanOrEqual(Date.parse(first.lockedUntil!));
  });

  it('gives a lock that has run out to the next person who asks, and reads it as free meanwhile', async () => {
    const id = await freshQuestion();
    await lock(t, team.admin, id);
    await runOut(id);
    expect(await read(id)).toMatchObject({ lockedBy: null, lockedUntil: null });
    const next = await lock(t, team.editor, id);
    expect(next.data!.updateQuestionRegistryLockedTime.lockedBy?._id).toBe(team.editorId);
  });

  it('releases only the caller’s own lock; anyone else is told the lock as it stands', async () => {
    const id = await freshQuestion();
    const taken = (await lock(t, team.admin, id)).data!.updateQuestionRegistryLockedTime;
    const notMine = await lock(t, team.editor, id, 'release');
    expect(notMine.data!.updateQuestionRegistryLockedTime).toEqual(taken);
    expect((await read(id)).lockedBy?._id).toBe(team.adminId);

    const mine = await lock(t, team.admin, id, 'release');
    expect(mine.data!.updateQuestionRegistryLockedTime).toEqual({
      questionRegistryId: id,
      lockedBy: null,
      lockedUntil: null,
    });
    expect((await lock(t, team.editor, id)).error).toBeUndefined();
  });

  it('refuses to lock a deleted question, and reads other companies’ questions as not found', async () => {
    const [deleted] = await insertQuestions(t, team.companyId, [{ deletedAt: new Date() }]);
    expect((await lock(t, team.admin, deleted!.id)).error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.editDeleted,
    });
    const theirs = await freshQuestion(other.companyId);
    for (const id of [theirs, randomUUID(), 'not-an-id'])
      for (const type of ['add', 'release'] as const)
        expect((await lock(t, team.admin, id, type)).error).toEqual({
          code: 'NOT_FOUND',
          message: text.notFound,
        });
    const [their] = await stored(t, other.companyId);
    expect(their!.lockedBy).toBeNull();
  });

  it('lets a viewer see a lock but not take one', async () => {
    const id = await freshQuestion();
    expect((await lock(t, team.viewer, id)).error).toEqual({
      code: 'FORBIDDEN',
      message: messages.permission.denied,
    });
  });
});

describe('editing under the lock', () => {
  const edit = (token: string, id: string) =>
    gql(
      t.app,
      EDIT,
      { i: { questionRegistryId: id, question: 'Edited?', response: 'Edited.' } },
      token,
    );

  it('refuses an edit while another person holds the lock, changing nothing', async () => {
    const id = await freshQuestion();
    await lock(t, team.admin, id);
    const before = await stored(t, team.companyId);
    expect((await edit(team.editor, id)).error).toEqual({ code: 'CONFLICT', message: text.locked });
    expect(await stored(t, team.companyId)).toEqual(before);
  });

  it('frees the lock when its holder saves', async () => {
    const id = await freshQuestion();
    await lock(t, team.admin, id);
    expect((await edit(team.admin, id)).error).toBeUndefined();
    expect(await read(id)).toMatchObject({
      question: 'Edited?',
      lockedBy: null,
      lockedUntil: null,
    });
    expect((await lock(t, team.editor, id)).error).toBeUndefined();
  });

  it('lets anyone edit once a left-behind lock has run out', async () => {
    const id = await freshQuestion();
    await lock(t, team.admin, id);
    await runOut(id);
    expect((await edit(team.editor, id)).error).toBeUndefined();
  });

  it('frees the lock when the question is sent to Deleted', async () => {
    const id = await freshQuestion();
    await lock(t, team.admin, id);
    await gql(t.app, STATUS, { i: { status: 'deleted', questionRegistryIds: [id] } }, team.editor);
    const [row] = (await stored(t, team.companyId)).filter((r) => r.id === id);
    expect(row).toMatchObject({ lockedBy: null, lockedUntil: null });
  });
});
