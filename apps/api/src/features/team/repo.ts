import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { effectivePlan } from '../../core/plan';
import {
  companies,
  companyMembers,
  sessions,
  subscriptions,
  teamInvitations,
  users,
} from '../../db/schema';

export type InvitationRow = typeof teamInvitations.$inferSelect;
export type MemberWithUser = Awaited<ReturnType<typeof listMembers>>[number];

const memberColumns = {
  member: companyMembers,
  user: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    mobileNum: users.mobileNum,
    profileImage: users.profileImage,
    jobTitle: users.jobTitle,
  },
};

/** My team's order: the creator first, then by who joined first. */
const memberOrder = [
  desc(companyMembers.companyCreator),
  asc(companyMembers.createdAt),
  asc(companyMembers.userId),
];

export async function listMembers(db: Db, companyId: string, offset = 0, limit = 1000) {
  return db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(...memberOrder)
    .offset(offset)
    .limit(limit);
}

export async function countMembers(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return row?.n ?? 0;
}

export async function findMember(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return row;
}

export async function findMemberByEmail(db: Db, companyId: string, email: string) {
  const [row] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(users.email, email)));
  return row;
}

export async function updateMember(
  db: Db,
  companyId: string,
  userId: string,
  values: PgUpdateSetSource<typeof companyMembers>,
) {
  const [row] = await db
    .update(companyMembers)
    .set(values)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .returning({ userId: companyMembers.userId });
  return row;
}

export async function deleteMember(db: Db, companyId: string, userId: string) {
  await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

/** Ends the removed member's sessions in this company; their sessions elsewhere stay. */
/**
 * Ends a person's sessions bound to this company. Their sessions elsewhere (another company, none
 * yet) are not this company's to end. Answers how many ended.
 */
export async function revokeCompanySessions(
  db: Db,
  companyId: string,
  userId: string,
  reason: 'removed-from-company' | 'ended-by-admin',
) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.companyId, companyId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

const openInvitation = (companyId: string) =>
  and(eq(teamInvitations.companyId, companyId), isNull(teamInvitations.acceptedAt));

/** Invitations not yet accepted, oldest first (expired ones too: they can be resent). */
export async function listOpenInvitations(db: Db, companyId: string, offset = 0, limit = 1000) {
  return db
    .select()
    .from(teamInvitations)
    .where(openInvitation(companyId))
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id))
    .offset(offset)
    .limit(limit);
}

export async function countOpenInvitations(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(teamInvitations)
    .where(openInvitation(companyId));
  return row?.n ?? 0;
}

export async function findOpenInvitation(db: Db, companyId: string, invitationId: string) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(openInvitation(companyId), eq(teamInvitations.id, invitationId)));
  return row;
}

export async function findOpenInvitationByEmail(db: Db, companyId: string, email: string) {
  const [row] = await db
    .select({ id: teamInvitations.id })
    .from(teamInvitations)
    .where(and(openInvitation(companyId), eq(teamInvitations.email, email)));
  return row;
}

export async function insertInvitation(db: Db, values: typeof teamInvitations.$inferInsert) {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  return row!;
}

/** A resend: a new link replaces the old one, which stops working. */
export async function renewInvitation(
  db: Db,
  companyId: string,
  invitationId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  const [row] = await db
    .update(teamInvitations)
    .set({ tokenHash, expiresAt, reinvitationSentAt: new Date() })
    .where(and(openInvitation(companyId), eq(teamInvitations.id, invitationId)))
    .returning();
  return row;
}

export async function deleteInvitation(db: Db, companyId: string, invitationId: string) {
  const [row] = await db
    .delete(teamInvitations)
    .where(and(openInvitation(companyId), eq(teamInvitations.id, invitationId)))
    .returning({ id: teamInvitations.id });
  return row;
}

/** The invitation a link names, with its company's name, whatever its state. */
export async function findInvitationByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: teamInvitations, legalBusinessName: companies.legalBusinessName })
    .from(teamInvitations)
    .innerJoin(companies, eq(companies.id, teamInvitations.companyId))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  return row;
}

/** Spends a live invitation; a second use, or an expired link, claims nothing. */
export async function claimInvitation(db: Db, invitationId: string) {
  const [row] = await db
    .update(teamInvitations)
    .set({ acceptedAt: new Date() })
    .where(
      and(
        eq(teamInvitations.id, invitationId),
        isNull(teamInvitations.acceptedAt),
        gt(teamInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function setInviteTeamSkipped(db: Db, companyId: string, userId: string) {
  await updateMember(db, companyId, userId, { isInviteTeamSkipped: true });
}

export async function findCompanyPlan(db: Db, companyId: string) {
  const [row] = await db
    .select({ plan: effectivePlan })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  return row?.plan;
}
