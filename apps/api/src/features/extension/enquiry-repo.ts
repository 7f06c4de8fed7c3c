import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema';

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
