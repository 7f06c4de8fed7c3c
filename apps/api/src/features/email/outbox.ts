import { outboxEmails } from '../../db/schema';
import type { Db } from '../../db/client';
import type { EmailContent } from './templates';

/** Queues mail inside the caller's transaction: it is sent only if the change commits. */
export async function enqueueEmail(
  tx: Db,
  to: string,
  email: EmailContent | Promise<EmailContent>,
  companyId: string | null = null,
): Promise<void> {
  const content = await email;
  await tx.insert(outboxEmails).values({
    companyId,
    toAddress: to,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  });
}
