import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { questionRegistries } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { appEvents, listen } from '../../testing/live';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { expireRegistryLocks } from './lock-expiry.job';
import { watchLocks } from './testing/registry-live-kit';
import { EDIT, STATUS, insertQuestions, lock, makeTeam } from './testing/registry-test-kit';
import type { Team } from './testing/registry-test-kit';

// Its own database on PostgreSQL: the lock sweep clears every company's run-out locks.
let t: TestApp;
let url: string;
let team: Team;
let other: Team;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 100 }, { ownDatabase: true });
  url = await listen(t);
  team = await makeTeam(t);
  other = await makeTeam(t);
});
afterAll(() => t.close());

async function freshQuestion(companyId = team.companyId) {
  const [row] = await insertQuestions(t, companyId, [{}]);
  return row!.id;
}

describe('live registry locks over the WebSocket', () => {
  it('shows a second member the lock taken, refreshed and released', async () => {
    const id = await freshQuestion();
    const viewer = watchLocks(t, url, team.viewer);
    await viewer.ready(team.companyId);

    const taken = (await lock(t, team.admin, id)).data!.updateQuestionRegistryLockedTime;
    await lock(t, team.admin, id);
    await lock(t, team.admin, id, 'release');
    const [first, refreshed, released] = await viewer.received(3);
    expect(first).toEqual({
      questionRegistryId: id,
      lockedBy: { _id: team.adminId, firstName: 'Test' },
      lockedUntil: taken.lockedUntil,
    });
    expect(refreshed).toMatchObject({ questionRegistryId: id, lockedBy: { _id: team.adminId } });
    expect(released).toEqual({ questionRegistryId: id, lockedBy: null, lockedUntil: null });
    await viewer.close();
  });

  it('tells viewers a question is free once its editor saves it or it is deleted', async () => {
    const [saved, deleted] = [await freshQuestion(), await freshQuestion()];
    const viewer = watchLocks(t, url, team.editor);
    await viewer.ready(team.companyId);
    await lock(t, team.admin, saved);
    await lock(t, team.admin, deleted);
    await gql(
      t.app,
      EDIT,
      { i: { questionRegistryId: saved, question: 'Saved?', response: 'Saved.' } },
      team.admin,
    );
    await gql(
      t.app,
      STATUS,
      { i: { status: 'deleted', questionRegistryIds: [deleted] } },
      team.admin,
    );
    const events = await viewer.received(4);
    expect(events.slice(2)).toEqual([
      { questionRegistryId: saved, lockedBy: null, lockedUntil: null },
      { questionRegistryId: deleted, lockedBy: null, lockedUntil: null },
    ]);
    await viewer.close();
  });

  it('keeps each company’s locks to itself', async () => {
    const outsider = watchLocks(t, url, other.admin);
    await outsider.ready(other.companyId);
    const ours = await freshQuestion();
    await lock(t, team.admin, ours);
    const theirs = await freshQuestion(other.companyId);
    await lock(t, other.admin, theirs);
    const [first] = await outsider.received(1);
    expect(first!.questionRegistryId).toBe(theirs);
    await outsider.close();
  });

  it('announces a left-behind lock once when the sweep clears it', async () => {
    const id = await freshQuestion();
    const viewer = watchLocks(t, url, team.viewer);
    await viewer.ready(team.companyId);
    await lock(t, team.admin, id);
    await t.database.db
      .update(questionRegistries)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(questionRegistries.id, id));

    expect(await expireRegistryLocks(t.database.db, appEvents(t))).toBe(1);
    expect(await expireRegistryLocks(t.database.db, appEvents(t))).toBe(0);
    const [, expired] = await viewer.received(2);
    expect(expired).toEqual({ questionRegistryId: id, lockedBy: null, lockedUntil: null });
    const [row] = await t.database.db
      .select()
      .from(questionRegistries)
      .where(eq(questionRegistries.id, id));
    expect(row).toMatchObject({ lockedBy: null, lockedUntil: null });
    await viewer.close();
  });

  it('leaves locks that have not run out alone', async () => {
    const id = await freshQuestion();
    await lock(t, team.admin, id);
    expect(await expireRegistryLocks(t.database.db, appEvents(t))).toBe(0);
    expect((await lock(t, team.editor, id)).error?.code).toBe('CONFLICT');
  });
});

describe('who may watch the locks', () => {
  it('refuses a subscribe without a token, or with a token that is no token, saying why', async () => {
    for (const [token, message] of [
      [undefined, messages.auth.signInRequired],
      ['not-a-token', messages.auth.sessionExpired],
    ] as const) {
      const stranger = watchLocks(t, url, token);
      expect(await stranger.refused()).toEqual([
        expect.objectContaining({
          message,
          extensions: { code: 'UNAUTHENTICATED', response: { message } },
        }),
      ]);
      expect(stranger.seen).toEqual([]);
      await stranger.close();
    }
  });

  it('refuses a member without the question registry permission with the reason', async () => {
    const custom = watchLocks(t, url, team.custom);
    expect(await custom.refused()).toEqual([
      expect.objectContaining({
        message: messages.permission.denied,
        extensions: { code: 'FORBIDDEN', response: { message: messages.permission.denied } },
      }),
    ]);
    await custom.close();
  });
});
