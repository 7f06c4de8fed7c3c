import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, supportMessages, users } from '../../db/schema';

export type SupportMessageRow = typeof supportMessages.$inferSelect;

export async function insertSupportMessage(
  db: Db,
  values: Omit<typeof supportMessages.$inferInsert, 'id' | 'createdAt'>,
): Promise<SupportMessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row!;
}

/**
 * The newest messages with who sent them and from which company, for the operator's listing
 * (`npm run support:messages`). A sender or company removed since reads as null.
 */
export async function listSupportMessages(db: Db, limit: number) {
  return db
    .select({
      id: supportMessages.id,
      kind: supportMessages.kind,
      createdAt: supportMessages.createdAt,
      subject: supportMessages.subject,
      body: supportMessages.body,
      attachmentKey: supportMessages.attachmentKey,
      senderEmail: users.email,
      companyName: companies.legalBusinessName,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.userId))
    .leftJoin(companies, eq(companies.id, supportMessages.companyId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit);
}
