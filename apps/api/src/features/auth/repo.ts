import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { emailOtps, passwordResets, refreshTokens, sessions, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;
export type OtpPurpose = (typeof emailOtps.$inferSelect)['purpose'];

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export { findUserById } from '../../core/identity/memberships';

export async function insertUser(db: Db, values: NewUser) {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function updateUser(db: Db, userId: string, values: PgUpdateSetSource<typeof users>) {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

export async function insertSession(
  db: Db,
  values: {
    userId: string;
    companyId: string | null;
    fingerprint: string;
    expiresAt: Date;
    absoluteExpiresAt: Date;
    deviceLabel: string;
    ip: string;
    audience?: 'web' | 'extension';
  },
) {
  const [session] = await db.insert(sessions).values(values).returning();
  return session!;
}

/** A session that still works: not ended, not idle past its limit, not past its absolute end. */
const sessionIsLive = () =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.absoluteExpiresAt, sql`now()`),
  );

export async function findLiveSession(db: Db, sessionId: string) {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), sessionIsLive()));
  return session;
}

/** Moves the idle limit to `until`, never past the session's absolute end; answers the new limit. */
export async function extendSession(db: Db, sessionId: string, until: Date): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set({ expiresAt: sql`least(${until}, ${sessions.absoluteExpiresAt})`, lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId))
    .returning({ expiresAt: sessions.expiresAt });
  return row!.expiresAt;
}

export async function updateSession(
  db: Db,
  sessionId: string,
  values: { companyId?: string | null; expiresAt?: Date },
) {
  await db.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends a person's live sessions, all or all but `keep` (the one asking); answers how many. */
export async function revokeUserSessions(db: Db, userId: string, reason: string, keep?: string) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(eq(sessions.userId, userId), sessionIsLive(), keep ? ne(sessions.id, keep) : undefined),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

export async function insertRefreshToken(
  db: Db,
  sessionId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

/** Marks an unused, unexpired refresh token used; answers its session, or nothing. */
export async function claimRefreshToken(db: Db, tokenHash: string) {
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return claimed;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [token] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return token;
}

/** Forgets a session's outstanding refresh tokens when it is re-issued for another company. */
export async function deleteUnusedRefreshTokens(db: Db, sessionId: string) {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
}

/**
 * One code waits per user at a time: a new one replaces any other. Two sign-ins of one person at
 * once both find no code to delete; the second's insert then waits for the first's commit and
 * replaces that code instead of failing on the (user, purpose) index.
 */
export async function replaceOtp(
  db: Db,
  values: { userId: string; purpose: OtpPurpose; codeHash: string; expiresAt: Date },
) {
  await db.delete(emailOtps).where(eq(emailOtps.userId, values.userId));
  const [otp] = await db
    .insert(emailOtps)
    .values(values)
    .onConflictDoUpdate({
      target: [emailOtps.userId, emailOtps.purpose],
      set: {
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        attempts: 0,
        createdAt: sql`now()`,
      },
    })
    .returning();
  return otp!;
}

export async function findOtp(db: Db, userId: string) {
  const [otp] = await db
    .select()
    .from(emailOtps)
    .where(eq(emailOtps.userId, userId))
    .orderBy(desc(emailOtps.createdAt))
    .limit(1);
  return otp;
}

export async function countOtpAttempt(db: Db, otpId: string) {
  const [row] = await db
    .update(emailOtps)
    .set({ attempts: sql`${emailOtps.attempts} + 1` })
    .where(eq(emailOtps.id, otpId))
    .returning({ attempts: emailOtps.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function deleteOtps(db: Db, userId: string) {
  await db.delete(emailOtps).where(eq(emailOtps.userId, userId));
}

export async function replacePasswordReset(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.delete(passwordResets).where(eq(passwordResets.userId, values.userId));
  await db.insert(passwordResets).values(values);
}

/** Spends a valid reset link; answers whose it was, or nothing. */
export async function claimPasswordReset(db: Db, tokenHash: string) {
  const [claimed] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return claimed;
}

/** A person's sessions that still work: not ended, not idle past their limit, not past their end. */
export async function listLiveSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      companyId: sessions.companyId,
      deviceLabel: sessions.deviceLabel,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sql<Date>`least(${sessions.expiresAt}, ${sessions.absoluteExpiresAt})`.mapWith(
        sessions.expiresAt,
      ),
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sessionIsLive()))
    .orderBy(desc(sessions.lastUsedAt));
}

/** Ends one of a person's own sessions; answers whether there was such a live session. */
export async function revokeOwnSession(db: Db, userId: string, sessionId: string, reason: string) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
