import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../testing/graphql';
import { listen } from '../testing/live';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import {
  makeTeam,
  watchNotifications,
} from '../features/notifications/testing/notifications-test-kit';
import { signIn } from '../testing/factories';
import { CLOSE } from './live-sockets';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 100 });
  url = await listen(t);
});
afterAll(() => t.close());

type Person = { id: string; email: string; password: string };

/** A person watching their notifications live, and the token of the session that watches. */
async function watching(companyId: string, person: Person) {
  const token = (await signIn(t, person.email, person.password)).accessToken;
  const bell = watchNotifications(t, url, token);
  await bell.ready(companyId, person.id);
  return { bell, token };
}

const closeCodeOf = async (bell: ReturnType<typeof watchNotifications>) =>
  ((await bell.refused()) as { code?: number }).code;

describe('a live subscription ends with the standing it was opened with', () => {
  it('is closed as unauthorised (4401) when its session logs out, and a colleague’s stays open', async () => {
    const { companyId, people } = await makeTeam(t);
    const member = await watching(companyId, people.member);
    const viewer = await watching(companyId, people.viewer);

    await gql(t.app, 'mutation { userLogout { message } }', {}, member.token);

    expect(await closeCodeOf(member.bell)).toBe(CLOSE.sessionEnded.code);
    await viewer.bell.settle(companyId, people.viewer.id);
    expect(viewer.bell.refusal()).toBeUndefined();
    await viewer.bell.close();
  });

  it('is closed when the member is removed from the company, so no more investor questions reach them', async () => {
    const { companyId, people } = await makeTeam(t);
    const admin = (await signIn(t, people.admin.email, people.admin.password)).accessToken;
    const member = await watching(companyId, people.member);

    const removed = await gql(
      t.app,
      'mutation Remove($userId: ID) { deleteTeamMember(userId: $userId) { message } }',
      { userId: people.member.id },
      admin,
    );
    expect(removed.error).toBeUndefined();

    expect([CLOSE.sessionEnded.code, CLOSE.forbidden.code]).toContain(
      await closeCodeOf(member.bell),
    );
  });

  it('is asked to reconnect (4001) when the member’s role changes, so the new role applies at once', async () => {
    const { companyId, people } = await makeTeam(t);
    const admin = (await signIn(t, people.admin.email, people.admin.password)).accessToken;
    const member = await watching(companyId, people.member);

    const changed = await gql(
      t.app,
      `mutation Role($userId: ID!) {
        updateTeamMemberPermissions(userId: $userId, teamMemberRole: viewer) { _id }
      }`,
      { userId: people.member.id },
      admin,
    );
    expect(changed.error).toBeUndefined();

    expect(await closeCodeOf(member.bell)).toBe(CLOSE.standingChanged.code);
  });
});
