import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries, enquiryEmailSources } from '../../db/schema';

/**
 * An investor's email, added from the extension, as a guest enquiry in Outstanding that arrived by
 * email (as the web form's questions are written by integrations): the board's counts, analytics
 * by channel and the investor's history all see it. The column counts are the triggers' to keep.
 */
export async function insertEmailEnquiry(
  db: Db,
  companyId: string,
  email: {
    firstName: string;
    lastName: string;
    email: string;
    subject: string | null;
    question: string;
  },
) {
  const [row] = await db
    .insert(enquiries)
    .values({
      companyId,
      enquiryType: 'question',
      channel: 'email',
      isGuest: true,
      guestFirstName: email.firstName,
      guestLastName: email.lastName,
      guestEmail: email.email,
      subject: email.subject,
      question: email.question,
      status: 'outstanding',
      boardStatus: 'outstanding',
    })
    .returning({ id: enquiries.id });
  return row!;
}

/**
 * The question an email (by the mail client's message id) became in this company, with the board
 * column it stands in now; nothing if none.
 */
export async function findQuestionOfMessage(db: Db, companyId: string, messageId: string) {
  const [row] = await db
    .select({ id: enquiries.id, boardStatus: enquiries.boardStatus })
    .from(enquiryEmailSources)
    .innerJoin(enquiries, eq(enquiries.id, enquiryEmailSources.enquiryId))
    .where(
      and(
        eq(enquiryEmailSources.companyId, companyId),
        eq(enquiryEmailSources.messageId, messageId),
      ),
    );
  return row;
}

/** Records where the enquiry came from; answers false when the message was added meanwhile. */
export async function recordEmailSource(
  db: Db,
  source: typeof enquiryEmailSources.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(enquiryEmailSources)
    .values(source)
    .onConflictDoNothing()
    .returning({ id: enquiryEmailSources.enquiryId });
  return inserted.length > 0;
}
