import { FREE_PLAN, PREMIUM_TRIAL_DAYS } from '@quorum/shared';
import type { Db } from '../../db/client';
import { and, eq, lte, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { announceStandingChanged } from '../../core/events';
import type { Events } from '../../core/events';
import { applyPlanAccess } from '../team';
import { insertSubscription } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new company starts on Premium for two weeks (the pricing FAQ's trial), at the smallest tier. */
export function startPremiumTrial(tx: Db, companyId: string, now = new Date()) {
  return insertSubscription(tx, {
    companyId,
    plan: 'premium',
    status: 'trialing',
    quantity: FREE_PLAN.shareholders,
    startDate: now,
    activationDate: now,
    endDate: new Date(now.getTime() + PREMIUM_TRIAL_DAYS * DAY_MS),
  });
}

/** How often trials past their end are moved on; gating already treats them as ended meanwhile. */
export const TRIAL_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Moves every Premium trial past its end date to Essentials, as it now is in force: the free plan,
 * active, with the free plan's team access applied (members beyond its allowance are locked).
 * Billing will offer the upgrade; nothing here charges anyone. Answers the companies moved.
 */
export async function endExpiredTrials(db: Db, events: Events): Promise<string[]> {
  const moved = await db.transaction(async (tx) => {
    const rows = await tx
      .update(subscriptions)
      .set({ plan: 'freemium', status: 'active', updatedAt: new Date() })
      .where(and(eq(subscriptions.status, 'trialing'), lte(subscriptions.endDate, sql`now()`)))
      .returning({ companyId: subscriptions.companyId });
    for (const { companyId } of rows) await applyPlanAccess(tx, companyId, 'freemium');
    return rows.map((row) => row.companyId);
  });
  if (moved.length > 0) await announceStandingChanged(events);
  return moved;
}
