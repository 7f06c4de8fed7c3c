import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import { users } from '../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import {
  depsOf,
  insertEnquiry,
  mailsTo,
  recipientsOf,
} from '../notifications/testing/notifications-test-kit';
import { notifyQuestionReceived } from '../notifications/notify';

const t = useTestApp({ rateLimitMultiplier: 100 });
const arrivedTitle = messages.notifications.questionReceivedTitle;

const SET = `mutation($on: Boolean!) {
  updateReceiveNotification(receiveNotification: $on) { _id receiveNotification }
}`;
const ME = '{ loggedInUserDetail { receiveNotification } }';

type Answer = { updateReceiveNotification: { _id: string; receiveNotification: boolean } };

/** A company of two: Ava, who changes her setting, and Ben, who does not. */
async function companyOfTwo() {
  const db = t.database.db;
  const ava = await makeUser(db);
  const company = await makeCompany(db, ava.id, { name: 'Acme Mining Ltd' });
  const ben = await makeUser(db);
  await addMember(db, company.id, ben.id, 'member');
  const token = (await signIn(t, ava.email, ava.password)).accessToken;
  return { companyId: company.id, ava, ben, token };
}

async function receiveNotificationOf(userId: string) {
  const [row] = await t.database.db
    .select({ on: users.receiveNotification })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on;
}

/** A guest's question arrives as the web form brings it. */
async function questionArrives(companyId: string) {
  const enquiryId = await insertEnquiry(t, companyId);
  await t.database.db.transaction((tx) =>
    notifyQuestionReceived(depsOf(t), tx, {
      companyId,
      enquiryId,
      askerName: 'Ivy Investor',
      question: 'When is the AGM?',
    }),
  );
  return enquiryId;
}

describe('turning notification emails off and on', () => {
  it('answers with the setting saved, and the next read of the user shows it', async () => {
    const { ava, token } = await companyOfTwo();
    const saved = await gql<Answer>(t.app, SET, { on: false }, token);
    expect(saved.error).toBeUndefined();
    expect(saved.data?.updateReceiveNotification).toEqual({
      _id: ava.id,
      receiveNotification: false,
    });
    const me = await gql(t.app, ME, {}, token);
    expect(me.data).toEqual({ loggedInUserDetail: { receiveNotification: false } });
  });

  it('changes only the caller’s own setting', async () => {
    const { ava, ben, token } = await companyOfTwo();
    await gql(t.app, SET, { on: false }, token);
    expect(await receiveNotificationOf(ava.id)).toBe(false);
    expect(await receiveNotificationOf(ben.id)).toBe(true);
  });

  it('when off, stops the email of a new question but still shows the notification in the app', async () => {
    const { companyId, ava, ben, token } = await companyOfTwo();
    await gql(t.app, SET, { on: false }, token);
    const enquiryId = await questionArrives(companyId);

    expect(await recipientsOf(t, enquiryId)).toEqual([ava.id, ben.id].sort());
    expect(await mailsTo(t, ava.email, arrivedTitle)).toHaveLength(0);
    expect(await mailsTo(t, ben.email, arrivedTitle)).toHaveLength(1);
  });

  it('tells in every notification email why it came and where to turn such emails off', async () => {
    const { companyId, ben } = await companyOfTwo();
    await questionArrives(companyId);
    const [mail] = await mailsTo(t, ben.email, arrivedTitle);
    const profilePage = `${t.config.appUrl}/dashboard/profile`;
    expect(mail?.textBody).toContain(`${messages.notifications.emailFooter} ${profilePage}`);
    expect(mail?.htmlBody).toContain(`href="${profilePage}"`);
    expect(mail?.htmlBody).not.toContain('If you did not ask for this');
  });

  it('when turned back on, emails the next question again', async () => {
    const { companyId, ava, token } = await companyOfTwo();
    await gql(t.app, SET, { on: false }, token);
    await questionArrives(companyId);
    const again = await gql<Answer>(t.app, SET, { on: true }, token);
    expect(again.data?.updateReceiveNotification.receiveNotification).toBe(true);
    await questionArrives(companyId);
    expect(await mailsTo(t, ava.email, arrivedTitle)).toHaveLength(1);
  });

  it('works for a person with no company yet', async () => {
    const newcomer = await makeUser(t.database.db);
    const token = (await signIn(t, newcomer.email, newcomer.password)).accessToken;
    const saved = await gql<Answer>(t.app, SET, { on: false }, token);
    expect(saved.data?.updateReceiveNotification.receiveNotification).toBe(false);
    expect(await receiveNotificationOf(newcomer.id)).toBe(false);
  });

  it('refuses a caller who is not signed in', async () => {
    const refused = await gql(t.app, SET, { on: false });
    expect(refused.error?.code).toBe('UNAUTHENTICATED');
  });
});
