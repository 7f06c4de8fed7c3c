import { FREE_PLAN } from '@quorum/shared';
import type { Plan } from '@quorum/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyMembers } from '../../db/schema';

/**
 * Who keeps access to a company on its plan (spec §1, §6): on Freemium only the first
 * FREE_PLAN.teamMembersWithAccess members, the creator first and then by oldest membership; the
 * rest are locked (the auth scopes and selectCompanyForLogin refuse them). Premium unlocks
 * everyone. Call it in the transaction that changes the membership or the plan.
 */
export async function applyPlanAccess(tx: Db, companyId: string, plan: Plan): Promise<void> {
  if (plan === 'premium') {
    await tx.execute(sql`
      UPDATE ${companyMembers} SET locked = false
      WHERE company_id = ${companyId} AND locked`);
    return;
  }
  await tx.execute(sql`
    UPDATE ${companyMembers} AS m SET locked = ranked.place > ${FREE_PLAN.teamMembersWithAccess}
    FROM (
      SELECT user_id, row_number() OVER (
        ORDER BY company_creator DESC, created_at ASC, user_id ASC
      ) AS place
      FROM ${companyMembers} WHERE company_id = ${companyId}
    ) AS ranked
    WHERE m.company_id = ${companyId} AND m.user_id = ranked.user_id
      AND m.locked IS DISTINCT FROM (ranked.place > ${FREE_PLAN.teamMembersWithAccess})`);
}
