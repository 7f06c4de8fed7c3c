import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { TRIAL_ENDING_NOTICE_DAYS } from '@quorum/shared';
import type { Deps } from '../../deps';
import { subscriptions } from '../../db/schema';
import { announceStandingChanged } from '../../core/events';
import { applyPlanAccess } from '../team';
import { sendReceipt, sendTrialEnding } from './billing-emails';
import * as repo from './repo';
import { ESSENTIALS } from './subscription-state';
import { syncCustomer } from './sync';
import { DAY_MS } from '../../lib/durations';

/** How often billing moves on: trials ending (members beyond the free 2 lose access then), renewals, grace running out. */
export const BILLING_TICK_INTERVAL_MS = 15 * 60 * 1000;

/**
 * One turn of billing time, on the billing clock: the trial-ending emails (3 days before), trials
 * past their end moved to Essentials, and the local driver's renewals, failed charges and period
 * ends (Stripe runs its own; `reconcileAll` checks on it nightly). With the `none` driver, every
 * company is put on the configured plan.
 */
export async function runBillingTick(deps: Deps, scope?: BillingScope) {
  if (!deps.payments) {
    const moved = await repo.applySelfHostedPlan(deps.db, deps.config.billing.selfHostedPlan);
    if (moved.length > 0) await announceStandingChanged(deps.events);
    return { trialsEnded: 0, moves: 0 };
  }
  await sendTrialEndingNotices(deps, scope);
  const trialsEnded = (await endExpiredTrials(deps, scope)).length;
  let moves = 0;
  if (deps.localBilling) {
    const made = await deps.localBilling.advance(scope?.companyIds);
    moves = made.length;
    for (const customerId of new Set(made.map((move) => move.customerId)))
      await syncCustomer(deps, customerId);
    for (const { companyId, invoice } of made)
      if (invoice?.status === 'paid')
        await deps.db.transaction((tx) => sendReceipt(deps, tx, companyId, invoice));
  }
  return { trialsEnded, moves };
}

/** How often every company with a customer is synced to its provider (the webhooks' safety net). */
export const BILLING_RECONCILE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Syncs every company that has a customer at the provider, one after another: a webhook lost or
 * refused for good still reaches the company's plan by the next night. A company whose sync fails
 * is logged and the others go on.
 */
export async function reconcileAll(deps: Deps) {
  if (!deps.payments || deps.localBilling) return 0;
  let synced = 0;
  for (const customerId of await repo.allCustomers(deps.db)) {
    try {
      await syncCustomer(deps, customerId);
      synced += 1;
    } catch (error) {
      deps.log.warn({ err: error, customerId }, 'billing reconciliation: customer not synced');
    }
  }
  return synced;
}

/**
 * Which companies a turn covers: all of them, unless the development tools' clock route names
 * some (tests on a shared database move only their own companies' time).
 */
export interface BillingScope {
  companyIds: string[];
}

const inScope = (scope: BillingScope | undefined): SQL | undefined =>
  scope ? inArray(subscriptions.companyId, scope.companyIds) : undefined;

async function sendTrialEndingNotices(deps: Deps, scope?: BillingScope) {
  const now = deps.billingClock.now();
  const soon = new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * DAY_MS);
  await deps.db.transaction(async (tx) => {
    const due = await tx
      .update(subscriptions)
      .set({ trialNoticeSentAt: now })
      .where(
        and(
          eq(subscriptions.status, 'trialing'),
          isNull(subscriptions.trialNoticeSentAt),
          gt(subscriptions.endDate, now),
          lte(subscriptions.endDate, soon),
          inScope(scope),
        ),
      )
      .returning({ companyId: subscriptions.companyId, endDate: subscriptions.endDate });
    for (const { companyId, endDate } of due) await sendTrialEnding(deps, tx, companyId, endDate!);
  });
}

/**
 * Trials past their end, without a payment, move to Essentials: the free plan, with its team
 * access applied (members beyond the first 2 are locked). Gating already treated them as ended.
 */
export async function endExpiredTrials(deps: Deps, scope?: BillingScope): Promise<string[]> {
  const now = deps.billingClock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(subscriptions)
      .set({ ...ESSENTIALS, updatedAt: now })
      .where(
        and(eq(subscriptions.status, 'trialing'), lte(subscriptions.endDate, now), inScope(scope)),
      )
      .returning({ companyId: subscriptions.companyId });
    for (const { companyId } of rows) await applyPlanAccess(tx, companyId, 'freemium');
    return rows.map((row) => row.companyId);
  });
  if (moved.length > 0) await announceStandingChanged(deps.events);
  return moved;
}
