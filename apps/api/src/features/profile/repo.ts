import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers, emailChanges, users } from '../../db/schema';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** The job title a member shows in one company; their own change of title writes it too. */
export async function updateJobTitleInCompany(
  db: Db,
  companyId: string,
  userId: string,
  jobTitle: string | null,
) {
  await db
    .update(companyMembers)
    .set({ jobTitleInCompany: jobTitle })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

/** Does another account sign in with this address? */
export async function emailTakenByOther(db: Db, email: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return Boolean(row);
}

/** One change waits per user: a new request replaces the old one and its code. */
export async function replaceEmailChange(
  db: Db,
  values: {
    userId: string;
    newEmail: string;
    codeHash: string;
    currentCodeHash: string;
    expiresAt: Date;
  },
) {
  await db
    .insert(emailChanges)
    .values(values)
    .onConflictDoUpdate({
      target: emailChanges.userId,
      set: { ...values, attempts: 0, createdAt: new Date() },
    });
}

export async function findEmailChange(db: Db, userId: string) {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, userId));
  return row;
}

export async function countEmailChangeAttempt(db: Db, userId: string) {
  const [row] = await db
    .update(emailChanges)
    .set({ attempts: sql`${emailChanges.attempts} + 1` })
    .where(eq(emailChanges.userId, userId))
    .returning({ attempts: emailChanges.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

export async function deleteEmailChange(db: Db, userId: string) {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}
