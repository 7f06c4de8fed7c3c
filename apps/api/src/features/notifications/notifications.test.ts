import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { notifications } from '../../db/schema';
import { makeUser } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import {
  READ,
  READ_ALL,
  UNREAD,
  assign,
  depsOf,
  insertEnquiry,
  list,
  mailsTo,
  makeTeam,
  recipientsOf,
  stopEmails,
  tokenOf,
} from './testing/notifications-test-kit';
import { questionArrives as questionArrivesIn } from './testing/notifications-test-kit';
import type { NotificationSeen } from './testing/notifications-test-kit';
import { notifyAssigned, notifyQuestionReceived, notifyReplied } from './notify';

const t: TestApp = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.notifications;

const sorted = (...ids: string[]) => [...ids].sort();

const questionArrives = (companyId: string) => questionArrivesIn(t, companyId);

describe('when a question arrives', () => {
  it('tells every member who can see the board, and no one without it or with a locked seat', async () => {
    const { companyId, people } = await makeTeam(t);
    const { enquiryId, pending } = await questionArrives(companyId);

    const told = sorted(people.admin.id, people.member.id, people.viewer.id, people.customView.id);
    expect(await recipientsOf(t, enquiryId)).toEqual(told);
    expect(pending.map((event) => event.userId).sort()).toEqual(told);
    expect(pending[0]!.notification).toMatchObject({
      notificationType: 'question_received',
      title: text.questionReceivedTitle,
      message: 'Ivy Investor asked Acme Mining Ltd a question.',
      metaData: { companyId, enquiryId },
      hasRead: false,
      userObject: null,
    });
  });

  it('emails each of them a link to the question, unless they turned notification emails off', async () => {
    const { companyId, people } = await makeTeam(t);
    await stopEmails(t, people.viewer.id);
    const { enquiryId } = await questionArrives(companyId);

    const [mail] = await mailsTo(t, people.admin.email, text.questionReceivedTitle);
    expect(mail?.textBody).toContain('Ivy Investor asked Acme Mining Ltd a question.');
    expect(mail?.textBody).toContain(`${t.config.appUrl}/dashboard/questions?enquiry=${enquiryId}`);
    expect(mail?.companyId).toBe(companyId);
    expect(await mailsTo(t, people.member.email, text.questionReceivedTitle)).toHaveLength(1);
    expect(await mailsTo(t, people.viewer.email, text.questionReceivedTitle)).toHaveLength(0);
    expect(await mailsTo(t, people.customNone.email, text.questionReceivedTitle)).toHaveLength(0);
    expect(await mailsTo(t, people.locked.email, text.questionReceivedTitle)).toHaveLength(0);
  });

  it('leaves no notification or email behind when the question itself is not saved', async () => {
    const { companyId, people } = await makeTeam(t);
    const enquiryId = await insertEnquiry(t, companyId);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notifyQuestionReceived(depsOf(t), tx, {
          companyId,
          enquiryId,
          askerName: 'Ivy Investor',
          question: 'When is the AGM?',
        });
        throw new Error('the submission failed after all');
      }),
    ).rejects.toThrow('the submission failed after all');
    expect(await recipientsOf(t, enquiryId)).toEqual([]);
    expect(await mailsTo(t, people.admin.email, text.questionReceivedTitle)).toHaveLength(0);
  });
});

describe('when a question is assigned or replied to', () => {
  it('tells the people newly assigned, but not the one who assigned them nor an outsider', async () => {
    const { companyId, people } = await makeTeam(t);
    const outsider = await makeUser(t.database.db);
    const enquiryId = await insertEnquiry(t, companyId);
    const pending = await t.database.db.transaction((tx) =>
      notifyAssigned(depsOf(t), tx, {
        companyId,
        enquiryId,
        userIds: [people.admin.id, people.member.id, people.member.id, outsider.id],
        actorId: people.admin.id,
      }),
    );
    expect(await recipientsOf(t, enquiryId)).toEqual([people.member.id]);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.notification).toMatchObject({
      notificationType: 'question_assigned',
      title: text.questionAssignedTitle,
      message: 'Test Person assigned you a question.',
      userObject: { id: people.admin.id, firstName: 'Test' },
    });
    expect(await mailsTo(t, people.member.email, text.questionAssignedTitle)).toHaveLength(1);
    expect(await mailsTo(t, people.admin.email, text.questionAssignedTitle)).toHaveLength(0);
  });

  it('tells the question’s assignees of a reply, except the one who replied', async () => {
    const { companyId, people } = await makeTeam(t);
    const enquiryId = await insertEnquiry(t, companyId);
    await assign(t, companyId, enquiryId, [people.admin.id, people.member.id, people.viewer.id]);
    const replyId = '00000000-0000-4000-8000-000000000001';
    await t.database.db.transaction((tx) =>
      notifyReplied(depsOf(t), tx, { companyId, enquiryId, replyId, actorId: people.member.id }),
    );
    expect(await recipientsOf(t, enquiryId)).toEqual(sorted(people.admin.id, people.viewer.id));

    const [seen] = (await list(t, await tokenOf(t, people.viewer))).data!.getNotifications.items;
    expect(seen).toMatchObject({
      notificationType: 'question_replied',
      message: 'Test Person replied to a question assigned to you.',
      metaData: { companyId, enquiryId, enquiryResponseId: replyId },
      userObject: { _id: people.member.id },
    });
  });

  it('tells nobody about a reply to a question nobody else is assigned to', async () => {
    const { companyId, people } = await makeTeam(t);
    const enquiryId = await insertEnquiry(t, companyId);
    await assign(t, companyId, enquiryId, [people.member.id]);
    const pending = await t.database.db.transaction((tx) =>
      notifyReplied(depsOf(t), tx, {
        companyId,
        enquiryId,
        replyId: '00000000-0000-4000-8000-000000000002',
        actorId: people.member.id,
      }),
    );
    expect(pending).toEqual([]);
    expect(await recipientsOf(t, enquiryId)).toEqual([]);
  });
});

/** Notifications put straight into the table, one a minute apart, the last the newest. */
async function insertFor(companyId: string, userId: string, count: number) {
  const start = Date.now() - count * 60_000;
  await t.database.db.insert(notifications).values(
    Array.from({ length: count }, (_, n) => ({
      companyId,
      userId,
      notificationType: 'question_received' as const,
      title: text.questionReceivedTitle,
      message: `Notification ${n + 1}`,
      metaData: { companyId },
      createdAt: new Date(start + n * 60_000),
    })),
  );
}

const messagesOf = (items: NotificationSeen[]) => items.map((item) => item.message);

describe('reading one’s notifications', () => {
  it('pages them newest first, 10 a page unless asked otherwise, and never more than 50', async () => {
    const { companyId, people } = await makeTeam(t);
    await insertFor(companyId, people.member.id, 12);
    const token = await tokenOf(t, people.member);

    const first = (await list(t, token)).data!.getNotifications;
    expect(first.meta).toEqual({ currentPage: 1, itemsPerPage: 10, totalItems: 12, totalPages: 2 });
    expect(messagesOf(first.items).slice(0, 2)).toEqual(['Notification 12', 'Notification 11']);
    const second = (await list(t, token, { page: 2 })).data!.getNotifications;
    expect(messagesOf(second.items)).toEqual(['Notification 2', 'Notification 1']);
    const popover = (await list(t, token, { limit: 5 })).data!.getNotifications;
    expect(popover.items).toHaveLength(5);
    const huge = (await list(t, token, { limit: 1000, page: 0 })).data!.getNotifications;
    expect(huge.meta).toMatchObject({ currentPage: 1, itemsPerPage: 50 });
  });

  it('shows each member only their own, in the company they are signed in to', async () => {
    const ours = await makeTeam(t);
    const theirs = await makeTeam(t);
    await questionArrives(ours.companyId);
    await insertFor(ours.companyId, ours.people.member.id, 2);

    const viewer = (await list(t, await tokenOf(t, ours.people.viewer))).data!.getNotifications;
    expect(viewer.items.map((item) => item.userId)).toEqual([ours.people.viewer.id]);
    const outsider = await tokenOf(t, theirs.people.admin);
    expect((await list(t, outsider)).data!.getNotifications.meta.totalItems).toBe(0);
    expect((await gql(t.app, UNREAD, {}, outsider)).data).toEqual({
      getUnreadNotificationCount: 0,
    });
  });

  it('marks one read, lowering the unread count', async () => {
    const { companyId, people } = await makeTeam(t);
    await insertFor(companyId, people.member.id, 3);
    const token = await tokenOf(t, people.member);
    expect((await gql(t.app, UNREAD, {}, token)).data).toEqual({ getUnreadNotificationCount: 3 });

    const [newest] = (await list(t, token)).data!.getNotifications.items;
    const read = await gql<{ readNotification: NotificationSeen }>(
      t.app,
      READ,
      { id: newest!._id },
      token,
    );
    expect(read.data?.readNotification).toMatchObject({ _id: newest!._id, hasRead: true });
    expect((await gql(t.app, UNREAD, {}, token)).data).toEqual({ getUnreadNotificationCount: 2 });
  });

  it('refuses to mark anyone else’s notification, a colleague’s or another company’s, as not found', async () => {
    const ours = await makeTeam(t);
    const theirs = await makeTeam(t);
    await insertFor(ours.companyId, ours.people.member.id, 1);
    const memberToken = await tokenOf(t, ours.people.member);
    const [mine] = (await list(t, memberToken)).data!.getNotifications.items;

    for (const token of [
      await tokenOf(t, ours.people.admin),
      await tokenOf(t, theirs.people.admin),
    ]) {
      const refused = await gql(t.app, READ, { id: mine!._id }, token);
      expect(refused.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    }
    const garbage = await gql(t.app, READ, { id: 'not-an-id' }, memberToken);
    expect(garbage.error).toEqual({ code: 'NOT_FOUND', message: text.notFound });
    expect((await gql(t.app, UNREAD, {}, memberToken)).data).toEqual({
      getUnreadNotificationCount: 1,
    });
  });

  it('marks all of the caller’s read, and leaves their colleagues’ unread', async () => {
    const { companyId, people } = await makeTeam(t);
    await insertFor(companyId, people.member.id, 4);
    await insertFor(companyId, people.viewer.id, 2);
    const token = await tokenOf(t, people.member);

    const done = await gql(t.app, READ_ALL, {}, token);
    expect(done.data).toEqual({ markAllNotificationAsRead: { message: text.allRead } });
    expect((await gql(t.app, UNREAD, {}, token)).data).toEqual({ getUnreadNotificationCount: 0 });
    const items = (await list(t, token)).data!.getNotifications.items;
    expect(items.every((item) => item.hasRead)).toBe(true);
    const viewerToken = await tokenOf(t, people.viewer);
    expect((await gql(t.app, UNREAD, {}, viewerToken)).data).toEqual({
      getUnreadNotificationCount: 2,
    });
  });
});
