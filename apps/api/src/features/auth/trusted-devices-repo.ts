import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trustedDevices } from '../../db/schema';

const live = () => and(isNull(trustedDevices.revokedAt), gt(trustedDevices.expiresAt, sql`now()`));

export async function insertTrustedDevice(
  db: Db,
  values: { userId: string; tokenHash: string; label: string; expiresAt: Date },
) {
  const [row] = await db.insert(trustedDevices).values(values).returning();
  return row!;
}

/** The person's live device holding this token hash, if any. */
export async function findLiveTrustedDevice(db: Db, userId: string, tokenHash: string) {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.tokenHash, tokenHash), live()));
  return row;
}

export async function touchTrustedDevice(db: Db, deviceId: string) {
  await db
    .update(trustedDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(trustedDevices.id, deviceId));
}

export async function listLiveTrustedDevices(db: Db, userId: string) {
  return db
    .select({
      id: trustedDevices.id,
      label: trustedDevices.label,
      createdAt: trustedDevices.createdAt,
      lastUsedAt: trustedDevices.lastUsedAt,
      expiresAt: trustedDevices.expiresAt,
    })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), live()))
    .orderBy(desc(trustedDevices.lastUsedAt));
}

/**
 * Puts a person's live devices on the revoke list, one (`deviceId`) or all; answers how many. A
 * device id of someone else's matches nothing.
 */
export async function revokeTrustedDevices(
  db: Db,
  userId: string,
  reason: string,
  deviceId?: string,
) {
  const revoked = await db
    .update(trustedDevices)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(trustedDevices.userId, userId),
        deviceId ? eq(trustedDevices.id, deviceId) : undefined,
        live(),
      ),
    )
    .returning({ id: trustedDevices.id });
  return revoked.length;
}
