import { FREE_PLAN, PREMIUM_TRIAL_DAYS } from '@quorum/shared';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { insertSubscription } from './repo';
import { DAY_MS } from '../../lib/durations';

/**
 * A new company's subscription: on a self-hosted install without billing (driver `none`), the
 * configured plan for good; otherwise two weeks of Premium (the pricing FAQ's trial), no card.
 * Trials past their end are moved on by billing's job.
 */
export function startSubscription(
  tx: Db,
  companyId: string,
  billing: Config['billing'],
  now = new Date(),
) {
  if (billing.driver === 'none')
    return insertSubscription(tx, {
      companyId,
      plan: billing.selfHostedPlan,
      status: 'active',
      quantity: FREE_PLAN.shareholders,
      startDate: now,
      activationDate: now,
    });
  return startPremiumTrial(tx, companyId, now);
}

/**
 * A new company starts on Premium for two weeks (the pricing FAQ's trial), at the smallest tier.
 * Not renewable: without a card the trial ends, it does not renew (a trial paid for during its
 * days renews; the screens tell the two apart by this).
 */
export function startPremiumTrial(tx: Db, companyId: string, now = new Date()) {
  return insertSubscription(tx, {
    companyId,
    plan: 'premium',
    status: 'trialing',
    quantity: FREE_PLAN.shareholders,
    startDate: now,
    activationDate: now,
    endDate: new Date(now.getTime() + PREMIUM_TRIAL_DAYS * DAY_MS),
    renewable: false,
  });
}
