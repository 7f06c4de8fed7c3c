import { SAMPLE_ENQUIRIES } from '@quorum/shared';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema';

/**
 * A new company's board starts with the sample questions (spec: investor status 'Sample'), so it
 * is never empty on day one. They have no investor and are not guests: their made-up askers'
 * names are kept where a guest's would be. Call it in the transaction that creates the company.
 * Inserted oldest last, so the board lists them in the constant's order.
 */
export async function createSampleEnquiries(tx: Db, companyId: string): Promise<void> {
  const now = Date.now();
  await tx.insert(enquiries).values(
    SAMPLE_ENQUIRIES.map((sample, index) => ({
      companyId,
      isSampleQuestion: true,
      guestFirstName: sample.firstName,
      guestLastName: sample.lastName,
      subject: sample.subject,
      question: sample.question,
      createdAt: new Date(now - index * 1000),
    })),
  );
}
