import { FREE_PLAN, PREMIUM_TRIAL_DAYS } from '@quorum/shared';
import type { Db } from '../../db/client';
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
