import { and, eq } from 'drizzle-orm';
import type { SignInProvider } from '@quorum/shared';
import type { Db } from '../../../db/client';
import { userIdentities, users } from '../../../db/schema';

/** The person a provider's subject was linked to, if any. */
export async function findLinkedUser(db: Db, provider: SignInProvider, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row?.user;
}

/**
 * Links the subject to the person. Two sign-ins racing to link the same subject both succeed:
 * the second finds the first's row. Answers the person the subject is linked to.
 */
export async function linkIdentity(
  db: Db,
  values: { provider: SignInProvider; subject: string; userId: string; emailAtLink: string },
) {
  await db.insert(userIdentities).values(values).onConflictDoNothing();
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(eq(userIdentities.provider, values.provider), eq(userIdentities.subject, values.subject)),
    );
  return row!.userId;
}

/**
 * Makes the account unless one with its address exists, answering nothing then. Two first
 * sign-ins of one new person race here: on PostgreSQL the second waits for the first's commit
 * on the unique email index and then inserts nothing, instead of failing on it.
 */
export async function insertUserUnlessTaken(db: Db, values: typeof users.$inferInsert) {
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}
