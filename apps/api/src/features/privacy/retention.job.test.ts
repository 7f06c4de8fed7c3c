import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@quorum/shared';
import {
  emailOtps,
  enquiries,
  enquiryReplies,
  investors,
  notifications,
  pageVisits,
  sessions,
  teamInvitations,
} from '../../db/schema';
import { makeCompany, makeUser } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { purgeExpiredPersonalData } from './retention.job';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function company() {
  const db = t.database.db;
  const admin = await makeUser(db);
  const made = await makeCompany(db, admin.id);
  return { companyId: made.id, userId: admin.id };
}

describe('the retention job (APP 11.2)', () => {
  it('deletes a Resolved or Archived enquiry with its replies after 2 years unchanged, and keeps younger and open ones', async () => {
    expect(RETENTION_DAYS.closedEnquiry).toBe(730);
    const { companyId } = await company();
    const db = t.database.db;
    const rows = await db
      .insert(enquiries)
      .values(
        (
          [
            ['resolved', 731],
            ['archived', 731],
            ['resolved', 729],
            ['outstanding', 1000],
          ] as const
        ).map(([boardStatus, age]) => ({
          companyId,
          isGuest: true,
          guestEmail: `${boardStatus}-${age}@example.com`,
          guestFirstName: 'Old',
          question: 'When?',
          boardStatus,
          updatedAt: daysAgo(age),
        })),
      )
      .returning({ id: enquiries.id, email: enquiries.guestEmail });
    await db.insert(enquiryReplies).values({
      companyId,
      enquiryId: rows[0]!.id,
      fromQuorum: true,
      content: 'Answered.',
      sentAt: daysAgo(731),
    });
    await purgeExpiredPersonalData(db);
    const left = await db
      .select({ email: enquiries.guestEmail })
      .from(enquiries)
      .where(
        inArray(
          enquiries.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.email).sort()).toEqual([
      'outstanding-1000@example.com',
      'resolved-729@example.com',
    ]);
    expect(
      await db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, rows[0]!.id)),
    ).toEqual([]);
  });

  it('deletes notifications after 1 year and page visits after 1 year, keeping younger ones', async () => {
    expect(RETENTION_DAYS.notification).toBe(365);
    expect(RETENTION_DAYS.pageVisit).toBe(365);
    const { companyId, userId } = await company();
    const db = t.database.db;
    const base = {
      companyId,
      userId,
      notificationType: 'question_received' as const,
      title: 'New question',
    };
    await db.insert(notifications).values([
      { ...base, message: 'old', createdAt: daysAgo(366) },
      { ...base, message: 'young', createdAt: daysAgo(364) },
    ]);
    await db.insert(pageVisits).values([
      { companyId, userId, module: 'old', createdAt: daysAgo(366) },
      { companyId, userId, module: 'young', createdAt: daysAgo(364) },
    ]);
    await purgeExpiredPersonalData(db);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.companyId, companyId));
    expect(told.map((n) => n.message)).toEqual(['young']);
    const visits = await db.select().from(pageVisits).where(eq(pageVisits.companyId, companyId));
    expect(visits.map((v) => v.module)).toEqual(['young']);
  });

  it('deletes a session 90 days after it ended, keeping one that ended 89 days ago', async () => {
    expect(RETENTION_DAYS.endedSession).toBe(90);
    const { userId } = await company();
    const db = t.database.db;
    const session = (label: string, ended: Date) => ({
      userId,
      fingerprint: label,
      expiresAt: ended,
      absoluteExpiresAt: ended,
      deviceLabel: label,
    });
    await db
      .insert(sessions)
      .values([
        session('old', daysAgo(91)),
        session('young', daysAgo(89)),
        session('live', daysAgo(-5)),
      ]);
    await purgeExpiredPersonalData(db);
    const left = await db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(left.map((s) => s.deviceLabel).sort()).toEqual(['live', 'young']);
  });

  it('deletes codes 1 day past their expiry and invitations, accepted or not, 90 days past theirs', async () => {
    expect(RETENTION_DAYS.expiredCode).toBe(1);
    expect(RETENTION_DAYS.expiredInvitation).toBe(90);
    const { companyId, userId } = await company();
    const other = await makeUser(t.database.db);
    const db = t.database.db;
    await db.insert(emailOtps).values([
      { userId, purpose: 'sign-in', codeHash: 'old', expiresAt: daysAgo(2) },
      {
        userId: other.id,
        purpose: 'sign-in',
        codeHash: 'young',
        expiresAt: new Date(Date.now() - 60_000),
      },
    ]);
    const invite = (email: string, expiresAt: Date) => ({
      companyId,
      email,
      firstName: 'In',
      lastName: 'Vitee',
      role: 'member' as const,
      invitedBy: userId,
      tokenHash: email,
      expiresAt,
    });
    await db
      .insert(teamInvitations)
      .values([
        invite('old@example.com', daysAgo(91)),
        { ...invite('accepted@example.com', daysAgo(91)), acceptedAt: daysAgo(100) },
        invite('young@example.com', daysAgo(89)),
      ]);
    await purgeExpiredPersonalData(db);
    const codes = await db
      .select()
      .from(emailOtps)
      .where(inArray(emailOtps.userId, [userId, other.id]));
    expect(codes.map((c) => c.codeHash)).toEqual(['young']);
    const invitations = await db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.companyId, companyId));
    expect(invitations.map((i) => i.email)).toEqual(['young@example.com']);
  });

  it('scrubs the name, address and mobile of an investor whose app account was deleted', async () => {
    const db = t.database.db;
    const [gone] = await db
      .insert(investors)
      .values({
        email: 'gone-investor@example.com',
        firstName: 'Harold',
        lastName: 'Finch',
        mobileNum: '0411111111',
        deletedAt: new Date(),
      })
      .returning();
    const [kept] = await db
      .insert(investors)
      .values({ email: 'kept-investor@example.com', firstName: 'Kept', lastName: 'Here' })
      .returning();
    await purgeExpiredPersonalData(db);
    const [scrubbed] = await db.select().from(investors).where(eq(investors.id, gone!.id));
    expect(scrubbed).toMatchObject({ email: null, firstName: '', lastName: '', mobileNum: null });
    const [still] = await db.select().from(investors).where(eq(investors.id, kept!.id));
    expect(still?.email).toBe('kept-investor@example.com');
  });
});
