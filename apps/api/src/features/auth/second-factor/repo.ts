import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  authChallenges,
  companies,
  passkeys,
  recoveryCodes,
  totpFactors,
} from '../../../db/schema';

export type ChallengePurpose = (typeof authChallenges.$inferSelect)['purpose'];
export type PasskeyRow = typeof passkeys.$inferSelect;

// ---- authenticator app ----

export async function findTotp(db: Db, userId: string) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** A set-up begins (or begins again) with a new secret; a confirmed one is never replaced here. */
export async function replacePendingTotp(db: Db, userId: string, secretCiphertext: string) {
  await db
    .insert(totpFactors)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretCiphertext, createdAt: sql`now()`, lastUsedStep: null },
      setWhere: isNull(totpFactors.confirmedAt),
    });
}

/**
 * Spends a time step: it succeeds only if no step this late was accepted before, so each code is
 * good once even when two requests race. Answers whether it was spent now.
 */
export async function spendTotpStep(db: Db, userId: string, step: number, confirm: boolean) {
  const [row] = await db
    .update(totpFactors)
    .set({ lastUsedStep: step, ...(confirm ? { confirmedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return Boolean(row);
}

export async function deleteTotp(db: Db, userId: string) {
  const gone = await db
    .delete(totpFactors)
    .where(and(eq(totpFactors.userId, userId), sql`${totpFactors.confirmedAt} IS NOT NULL`))
    .returning({ userId: totpFactors.userId });
  return gone.length > 0;
}

// ---- recovery codes ----

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteRecoveryCodes(db: Db, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Marks an unused code used (its hash under any key); answers whether there was one. */
export async function spendRecoveryCode(db: Db, userId: string, codeHashes: string[]) {
  const [row] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        inArray(recoveryCodes.codeHash, codeHashes),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return Boolean(row);
}

export async function countUnusedRecoveryCodes(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

// ---- passkeys ----

export async function listPasskeys(db: Db, userId: string) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function findPasskeyByCredential(db: Db, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(db: Db, values: typeof passkeys.$inferInsert) {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

export async function passkeyUsed(db: Db, passkeyId: string, counter: number) {
  await db
    .update(passkeys)
    .set({ counter, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, passkeyId));
}

export async function renamePasskey(db: Db, userId: string, passkeyId: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

export async function deletePasskey(db: Db, userId: string, passkeyId: string) {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return gone.length > 0;
}

// ---- what a sign-in or a passkey prompt waits for ----

export async function insertChallenge(db: Db, values: typeof authChallenges.$inferInsert) {
  await db.insert(authChallenges).values(values);
}

export async function findLiveChallenge(db: Db, ticketHash: string, purpose: ChallengePurpose) {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.ticketHash, ticketHash),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function countChallengeAttempt(db: Db, challengeId: string) {
  const [row] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, challengeId))
    .returning({ attempts: authChallenges.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** A challenge answers once: deleting it is what makes it spent (answers whether it was there). */
export async function deleteChallenge(db: Db, challengeId: string) {
  const gone = await db
    .delete(authChallenges)
    .where(eq(authChallenges.id, challengeId))
    .returning({ id: authChallenges.id });
  return gone.length > 0;
}

/** Old challenges go when new ones are made: nothing else reads them once expired. */
export async function deleteExpiredChallenges(db: Db) {
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, sql`now()`));
}

// ---- the company's rule for admins ----

export async function companyRequiresAdminFactor(db: Db, companyId: string) {
  const [row] = await db
    .select({ required: companies.requireAdminSecondFactor })
    .from(companies)
    .where(eq(companies.id, companyId));
  return Boolean(row?.required);
}

export async function setCompanyRequiresAdminFactor(db: Db, companyId: string, required: boolean) {
  await db
    .update(companies)
    .set({ requireAdminSecondFactor: required })
    .where(eq(companies.id, companyId));
}

export async function setChallengeWebauthn(db: Db, challengeId: string, webauthnChallenge: string) {
  await db
    .update(authChallenges)
    .set({ webauthnChallenge })
    .where(eq(authChallenges.id, challengeId));
}
