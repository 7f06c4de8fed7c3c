import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companyMembers,
  extensionEmails,
  refreshTokens,
  extensionGrants,
  extensionSessions,
  sessions,
  users,
} from '../../db/schema';
import type { ExtensionBinding, Member } from '../../core/identity/viewer';

export type MailboxRow = typeof extensionEmails.$inferSelect;

/** Who a mailbox belongs to when it is a team member's own address, with their extension grant. */
const owner = alias(users, 'owner');
const adder = alias(users, 'adder');

/** The company's connected mailboxes for the Email extension page, oldest first. */
export async function listMailboxes(db: Db, companyId: string) {
  return db
    .select({
      id: extensionEmails.id,
      email: extensionEmails.email,
      status: extensionEmails.status,
      createdAt: extensionEmails.createdAt,
      adderFirstName: adder.firstName,
      adderLastName: adder.lastName,
      adderProfileImage: adder.profileImage,
      ownerId: owner.id,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
      ownerPermission: companyMembers.extensionPermission,
    })
    .from(extensionEmails)
    .leftJoin(adder, eq(adder.id, extensionEmails.addedBy))
    .leftJoin(owner, eq(sql`lower(${owner.email})`, extensionEmails.email))
    .leftJoin(
      companyMembers,
      and(eq(companyMembers.userId, owner.id), eq(companyMembers.companyId, companyId)),
    )
    .where(eq(extensionEmails.companyId, companyId))
    .orderBy(asc(extensionEmails.createdAt), asc(extensionEmails.id));
}

export async function findMailbox(db: Db, companyId: string, email: string) {
  const [row] = await db
    .select()
    .from(extensionEmails)
    .where(and(eq(extensionEmails.companyId, companyId), eq(extensionEmails.email, email)));
  return row;
}

export async function countMailboxes(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(extensionEmails)
    .where(eq(extensionEmails.companyId, companyId));
  return row?.n ?? 0;
}

/** A new pending mailbox with its code; answers nothing when the address is already there. */
export async function insertMailbox(
  db: Db,
  values: {
    companyId: string;
    email: string;
    addedBy: string;
    codeHash: string;
    codeExpiresAt: Date;
  },
) {
  const [row] = await db
    .insert(extensionEmails)
    .values({ ...values, codeSentAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A mailbox connected at once, its address proved already; nothing when it is there already. */
export async function insertActiveMailbox(
  db: Db,
  values: { companyId: string; email: string; addedBy: string },
) {
  const [row] = await db
    .insert(extensionEmails)
    .values({ ...values, status: 'active', verifiedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A fresh code for a pending mailbox: the tries start again. */
export async function replaceMailboxCode(
  db: Db,
  id: string,
  code: { codeHash: string; codeExpiresAt: Date },
) {
  await db
    .update(extensionEmails)
    .set({ ...code, codeAttempts: 0, codeSentAt: new Date() })
    .where(and(eq(extensionEmails.id, id), eq(extensionEmails.status, 'pending')));
}

/** Counts a wrong code in its own statement; answers the tries so far. */
export async function countMailboxAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(extensionEmails)
    .set({ codeAttempts: sql`${extensionEmails.codeAttempts} + 1` })
    .where(eq(extensionEmails.id, id))
    .returning({ attempts: extensionEmails.codeAttempts });
  return row?.attempts ?? 0;
}

/** A pending mailbox becomes active: its code was entered, or its address proved elsewhere. */
export async function activateMailbox(db: Db, id: string) {
  const [row] = await db
    .update(extensionEmails)
    .set({ status: 'active', verifiedAt: new Date(), codeHash: null, codeExpiresAt: null })
    .where(and(eq(extensionEmails.id, id), eq(extensionEmails.status, 'pending')))
    .returning();
  return row;
}

/**
 * Deletes the mailbox and revokes every extension session bound to it, in the caller's
 * transaction; answers the deleted row, or nothing when it was not the company's. The caller
 * lookup's binding check would refuse those sessions anyway; revoking them too ends their refresh
 * tokens and records why they ended.
 */
export async function deleteMailbox(db: Db, companyId: string, email: string) {
  const mailbox = await findMailbox(db, companyId, email);
  if (!mailbox) return undefined;
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'extension-mailbox-disconnected' })
    .where(
      and(
        isNull(sessions.revokedAt),
        inArray(
          sessions.id,
          db
            .select({ id: extensionSessions.sessionId })
            .from(extensionSessions)
            .where(eq(extensionSessions.extensionEmailId, mailbox.id)),
        ),
      ),
    );
  await db.delete(extensionEmails).where(eq(extensionEmails.id, mailbox.id));
  return mailbox;
}

/**
 * Which of these companies have an active mailbox (this one, when named): the extension is set up
 * there, or a shared inbox is connected there.
 */
export async function companiesWithActiveMailbox(
  db: Db,
  companyIds: readonly string[],
  email?: string,
): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companyId: extensionEmails.companyId })
    .from(extensionEmails)
    .where(
      and(
        inArray(extensionEmails.companyId, [...companyIds]),
        eq(extensionEmails.status, 'active'),
        email === undefined ? undefined : eq(extensionEmails.email, email),
      ),
    );
  return new Set(rows.map((row) => row.companyId));
}

/** Whether this person created a company where this mailbox is active: they proved it theirs. */
export async function mailboxProvenByCreator(db: Db, userId: string, email: string) {
  const [row] = await db
    .select({ id: extensionEmails.id })
    .from(extensionEmails)
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, extensionEmails.companyId),
        eq(companyMembers.userId, userId),
        eq(companyMembers.companyCreator, true),
      ),
    )
    .where(and(eq(extensionEmails.email, email), eq(extensionEmails.status, 'active')))
    .limit(1);
  return row !== undefined;
}

/** A member may use the extension: granted under My team, or the company's creator. */
const permitted = sql`(${companyMembers.extensionPermission} OR ${companyMembers.companyCreator})`;

export async function memberMayUseExtension(
  db: Db,
  companyId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId), permitted),
    );
  return row !== undefined;
}

/** Extension sessions whose mailbox is active and whose member may still use the extension. */
function liveBindings(db: Db, userId: string) {
  return db
    .select({ mailboxId: extensionEmails.id, mailbox: extensionEmails.email })
    .from(extensionSessions)
    .innerJoin(
      extensionEmails,
      and(
        eq(extensionEmails.id, extensionSessions.extensionEmailId),
        eq(extensionEmails.status, 'active'),
      ),
    )
    .innerJoin(
      companyMembers,
      and(
        eq(companyMembers.companyId, extensionSessions.companyId),
        eq(companyMembers.userId, userId),
        permitted,
      ),
    );
}

/**
 * What an extension caller's session is bound to, read on every request so a disconnected
 * mailbox or a withdrawn permission holds at once. (A locked member is refused by the caller
 * lookup itself.)
 */
export async function extensionBinding(
  db: Db,
  viewer: Member,
): Promise<ExtensionBinding | undefined> {
  const [row] = await liveBindings(db, viewer.user.id).where(
    and(
      eq(extensionSessions.sessionId, viewer.sessionId),
      eq(extensionSessions.companyId, viewer.companyId),
    ),
  );
  return row;
}

/** The same test for a session being refreshed, inside the refresh's transaction. */
export async function sessionStillBound(db: Db, sessionId: string, userId: string) {
  const [row] = await liveBindings(db, userId).where(
    and(eq(extensionSessions.sessionId, sessionId), eq(companyMembers.locked, false)),
  );
  return row !== undefined;
}

export async function insertGrant(db: Db, values: typeof extensionGrants.$inferInsert) {
  await db.insert(extensionGrants).values(values);
}

/** Spends an unused, unexpired grant; answers it, or nothing (unknown, used or expired). */
export async function claimGrant(db: Db, codeHash: string) {
  const [row] = await db
    .update(extensionGrants)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(extensionGrants.codeHash, codeHash),
        isNull(extensionGrants.usedAt),
        gt(extensionGrants.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function bindSession(db: Db, values: typeof extensionSessions.$inferInsert) {
  await db.insert(extensionSessions).values(values);
}

/** An extension session's binding with its company's name, for the token answer. */
export async function sessionSummary(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      companyId: extensionSessions.companyId,
      mailbox: extensionEmails.email,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(extensionSessions)
    .innerJoin(extensionEmails, eq(extensionEmails.id, extensionSessions.extensionEmailId))
    .innerJoin(sessions, eq(sessions.id, extensionSessions.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(extensionSessions.sessionId, sessionId));
  return row;
}

/** The extension session a refresh token (by its hash) belongs to; nothing for a web session's. */
export async function extensionSessionOfRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: extensionSessions.sessionId })
    .from(refreshTokens)
    .innerJoin(extensionSessions, eq(extensionSessions.sessionId, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row?.sessionId;
}
