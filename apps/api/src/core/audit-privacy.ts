import { and, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import type { Db } from '../db/client';
import { auditTrail } from '../db/schema';

/**
 * The privacy request tool's two ways into the append-only trail (APP 13 correction and erasure).
 * The trigger lets an UPDATE through only while `quorum.audit_privacy` is on in this transaction,
 * and only of the columns that can hold an investor's details: who did it, what it was called, and
 * the values. When, what, where and by whom of a member stay as written.
 */
async function withPrivacyUpdates(tx: Db, change: () => Promise<unknown>) {
  await tx.execute(sql`select set_config('quorum.audit_privacy', 'on', true)`);
  await change();
  await tx.execute(sql`select set_config('quorum.audit_privacy', 'off', true)`);
}

const investorRows = (companyId: string, email: string) =>
  and(
    eq(auditTrail.companyId, companyId),
    eq(auditTrail.actorKind, 'investor'),
    sql`lower(${auditTrail.actorEmail}) = ${email}`,
  );

/** A corrected investor's name and address on the rows they are the actor of. */
export async function correctInvestorInTrail(
  tx: Db,
  companyId: string,
  email: string,
  corrected: { name: string; email: string },
) {
  await withPrivacyUpdates(tx, () =>
    tx
      .update(auditTrail)
      .set({ actorName: corrected.name, actorEmail: corrected.email })
      .where(investorRows(companyId, email)),
  );
}

/**
 * An erased investor: the rows they are the actor of keep that something happened, by "Erased
 * investor", without their details or values; the rows about their erased questions lose the
 * question's words and their values (a reply's text may name them). The history stays whole, and nothing in it names them.
 */
export async function eraseInvestorFromTrail(
  tx: Db,
  companyId: string,
  email: string,
  enquiryIds: string[],
) {
  await withPrivacyUpdates(tx, async () => {
    if (enquiryIds.length > 0)
      await tx
        .update(auditTrail)
        .set({ subjectLabel: messages.activity.erasedQuestion, before: null, after: null })
        .where(
          and(
            eq(auditTrail.companyId, companyId),
            eq(auditTrail.subjectType, 'enquiry'),
            inArray(auditTrail.subjectId, enquiryIds),
          ),
        );
    await tx
      .update(auditTrail)
      .set({
        actorName: messages.activity.erasedInvestor,
        actorEmail: null,
        before: null,
        after: null,
      })
      .where(investorRows(companyId, email));
  });
}
