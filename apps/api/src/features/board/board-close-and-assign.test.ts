import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOARD_LIMITS, messages } from '@quorum/shared';
import { notifications } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { GET, insertEnquiry, makeTeam, storedOne } from './testing/board-test-kit';
import type { CardView, Team } from './testing/board-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.board;
const CLOSE = 'mutation($id: ID!) { closeEnquiry(enquiryId: $id) { status boardStatus } }';
const REOPEN = 'mutation($id: ID!) { reopenEnquiry(enquiryId: $id) { status boardStatus } }';
const ASSIGN = `mutation($id: ID!, $userIds: [ID!]!) {
  updateEnquiryAssignees(enquiryId: $id, userIds: $userIds) { assignees { _id } }
}`;

let ours: Team;
let theirs: Team;
beforeAll(async () => {
  ours = await makeTeam(t);
  theirs = await makeTeam(t);
});

describe('close and reopen', () => {
  it('closes a question, taking it out of Outstanding, and reopens it as Open', async () => {
    const id = await insertEnquiry(t, ours.companyId, { isGuest: false });
    const closed = await gql(t.app, CLOSE, { id }, ours.editor);
    expect(closed.data).toEqual({ closeEnquiry: { status: 'closed', boardStatus: 'resolved' } });
    const again = await gql(t.app, CLOSE, { id }, ours.editor);
    expect(again.error).toEqual({ code: 'BAD_USER_INPUT', message: text.alreadyClosed });

    const reopened = await gql(t.app, REOPEN, { id }, ours.editor);
    expect(reopened.data).toEqual({ reopenEnquiry: { status: 'open', boardStatus: 'resolved' } });
    const twice = await gql(t.app, REOPEN, { id }, ours.editor);
    expect(twice.error).toEqual({ code: 'BAD_USER_INPUT', message: text.notClosed });
  });

  it('never reopens a guest question once it has been answered', async () => {
    const id = await insertEnquiry(t, ours.companyId, {
      status: 'closed',
      boardStatus: 'resolved',
      respondedAt: new Date(),
    });
    const answer = await gql(t.app, REOPEN, { id }, ours.editor);
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.guestAnswered });
    expect((await storedOne(t, id)).status).toBe('closed');
  });

  it('refuses another company’s question as not found', async () => {
    const id = await insertEnquiry(t, theirs.companyId);
    expect((await gql(t.app, CLOSE, { id }, ours.admin)).error?.code).toBe('NOT_FOUND');
    expect((await storedOne(t, id)).status).toBe('outstanding');
  });
});

describe('assignees', () => {
  /** Who has been notified of an assignment to this question, in id order. */
  async function assignmentsNotified(enquiryId: string) {
    const rows = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(sql`${notifications.metaData}->>'enquiryId' = ${enquiryId}`);
    return rows.map((row) => row.userId).sort();
  }

  it('are Premium: a free company is asked to upgrade and nothing is written', async () => {
    const free = await makeTeam(t, 'freemium');
    const id = await insertEnquiry(t, free.companyId);
    const answer = await gql(t.app, ASSIGN, { id, userIds: [free.editorId] }, free.admin);
    expect(answer.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.assigneesPremium });
    const card = await gql<{ getEnquiryQuestion: CardView }>(t.app, GET, { id }, free.admin);
    expect(card.data!.getEnquiryQuestion.assignees).toEqual([]);
  });

  it('must be members of the team who can see the board', async () => {
    const id = await insertEnquiry(t, ours.companyId);
    for (const userIds of [[theirs.adminId], [ours.customId], ['nonsense']]) {
      const answer = await gql(t.app, ASSIGN, { id, userIds }, ours.admin);
      expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.assigneeNotInTeam });
    }
  });

  it('are at most the limit', async () => {
    const id = await insertEnquiry(t, ours.companyId);
    const userIds = Array.from(
      { length: BOARD_LIMITS.assigneesPerEnquiry + 1 },
      (_, n) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    );
    const answer = await gql(t.app, ASSIGN, { id, userIds }, ours.admin);
    expect(answer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.tooManyAssignees(BOARD_LIMITS.assigneesPerEnquiry),
    });
  });

  it('are set, replaced and cleared on Premium', async () => {
    const id = await insertEnquiry(t, ours.companyId);
    const set = await gql<{ updateEnquiryAssignees: { assignees: { _id: string }[] } }>(
      t.app,
      ASSIGN,
      { id, userIds: [ours.editorId, ours.viewerId] },
      ours.admin,
    );
    expect(set.error).toBeUndefined();
    expect(set.data!.updateEnquiryAssignees.assignees.map((a) => a._id).sort()).toEqual(
      [ours.editorId, ours.viewerId].sort(),
    );
    const replaced = await gql<{ updateEnquiryAssignees: { assignees: { _id: string }[] } }>(
      t.app,
      ASSIGN,
      { id, userIds: [ours.viewerId] },
      ours.admin,
    );
    expect(replaced.data!.updateEnquiryAssignees.assignees).toEqual([{ _id: ours.viewerId }]);
    // Each was told once, when first assigned; the one who assigned them is not told.
    expect(await assignmentsNotified(id)).toEqual([ours.editorId, ours.viewerId].sort());
    const cleared = await gql(t.app, ASSIGN, { id, userIds: [] }, ours.admin);
    expect(cleared.data).toEqual({ updateEnquiryAssignees: { assignees: [] } });
  });
});
