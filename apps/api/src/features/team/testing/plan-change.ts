import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { applyPlanAccess } from '../plan-access';

/**
 * Moves a company to a plan as the billing sync leaves it (issue 13): Essentials is plan
 * freemium, active, without an end date; Premium is an active, renewing subscription. Team access
 * follows in the same transaction. For tests of what a plan change does to data and people.
 */
export function changePlan(db: Db, companyId: string, plan: 'freemium' | 'premium') {
  return db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ plan, status: 'active', endDate: null, renewable: plan === 'premium', hold: false })
      .where(eq(subscriptions.companyId, companyId));
    await applyPlanAccess(tx, companyId, plan);
  });
}
