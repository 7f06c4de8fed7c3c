import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { gql } from '../../testing/graphql';
import { listen } from '../../testing/live';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import {
  READ,
  READ_ALL,
  UPDATED,
  depsOf,
  list,
  makeTeam,
  tokenOf,
  watchNotifications,
} from './testing/notifications-test-kit';
import { questionArrives as questionArrivesIn } from './testing/notifications-test-kit';
import { publishNotifications } from './notify';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 100 });
  url = await listen(t);
});
afterAll(() => t.close());

/** A question arrives and, once committed, its notifications are published, as the board does. */
async function questionArrives(companyId: string) {
  const { enquiryId, pending } = await questionArrivesIn(t, companyId);
  await publishNotifications(depsOf(t), pending);
  return enquiryId;
}

describe('live notifications over the WebSocket', () => {
  it('brings a member their new notification with their unread count, and nobody else’s', async () => {
    const { companyId, people } = await makeTeam(t);
    const bell = watchNotifications(t, url, await tokenOf(t, people.member));
    await bell.ready(companyId, people.member.id);

    const first = await questionArrives(companyId);
    const second = await questionArrives(companyId);
    const [one, two] = await bell.received(2);
    expect(one).toMatchObject({
      unreadCount: 1,
      notification: {
        userId: people.member.id,
        title: messages.notifications.questionReceivedTitle,
        hasRead: false,
        metaData: { companyId, enquiryId: first },
      },
    });
    expect(two).toMatchObject({
      unreadCount: 2,
      notification: { userId: people.member.id, metaData: { enquiryId: second } },
    });
    await bell.close();
  });

  it('tells the member’s other tabs when they read one, and when they mark all read', async () => {
    const { companyId, people } = await makeTeam(t);
    const token = await tokenOf(t, people.member);
    await questionArrives(companyId);
    await questionArrives(companyId);
    const otherTab = watchNotifications(t, url, token);
    await otherTab.ready(companyId, people.member.id);

    const [newest] = (await list(t, token)).data!.getNotifications.items;
    await gql(t.app, READ, { id: newest!._id }, token);
    await gql(t.app, READ_ALL, {}, token);
    const [read, allRead] = await otherTab.received(2);
    expect(read).toMatchObject({
      unreadCount: 1,
      notification: { _id: newest!._id, hasRead: true },
    });
    expect(allRead).toEqual({ unreadCount: 0, notification: null });
    await otherTab.close();
  });

  it('refuses the subscription over plain HTTP, saying it is WebSocket only', async () => {
    const { people } = await makeTeam(t);
    const response = await gql(t.app, UPDATED, {}, await tokenOf(t, people.member));
    expect(response.error?.message).toBe(messages.notifications.websocketOnly);
  });
});
