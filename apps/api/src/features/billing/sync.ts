import type { Deps } from '../../deps';
import { announceStandingChanged } from '../../core/events';
import { lockCompany } from '../../core/company-lock';
import { planInForce } from '../../core/plan';
import { applyPlanAccess } from '../team';
import { changedFields, recordChange } from '../../core/audit';
import { notifyBillingChange } from './billing-emails';
import * as repo from './repo';
import { currentOf, entitlementOf } from './subscription-state';

/** Syncs of one customer run one after another in this process; see syncCustomer. */
const underWay = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = underWay.get(key) ?? Promise.resolve();
  const next = previous.then(work, work);
  // The caller gets `next`'s failure; the queue's own copy must not become an unhandled rejection.
  const settled = next
    .catch(() => undefined)
    .finally(() => {
      if (underWay.get(key) === settled) underWay.delete(key);
    });
  underWay.set(key, settled);
  return next;
}

export interface SyncResult {
  companyId: string;
  plan: 'freemium' | 'premium';
  status: string;
}

/**
 * Converges a company's plan to what the payment provider says now. Never trusts an event's
 * payload or order: whatever arrived, it re-reads the customer's subscriptions, cancels live
 * duplicates (two checkouts paid), and writes the one current subscription's entitlement under
 * the company's lock. A `deleted` event for a subscription that is no longer the current one
 * therefore changes nothing. When the plan in force changes, team access follows (only the first
 * 2 members on Essentials), the creator is emailed, and live sessions are told.
 */
export function syncCustomer(deps: Deps, customerId: string): Promise<SyncResult | undefined> {
  return oneAtATime(customerId, async () => {
    const provider = deps.payments;
    if (!provider) return undefined;
    const subscriptions = await provider.subscriptionsOf(customerId);
    const { current, duplicates } = currentOf(subscriptions);
    for (const duplicate of duplicates)
      await provider.cancelNow(duplicate.id, `cancel-duplicate:${duplicate.id}`);
    const companyId =
      (await repo.companyOfCustomer(deps.db, customerId)) ??
      subscriptions.find((sub) => sub.companyId)?.companyId ??
      undefined;
    if (!companyId) return undefined;

    const now = deps.billingClock.now();
    const outcome = await deps.db.transaction(async (tx) => {
      if (!(await lockCompany(tx, companyId))) return undefined;
      if (provider.kind !== 'local')
        // Every other subscription too: one that ended since the last sync must stop being live
        // here before a new one is written (one live row per company, a partial unique index).
        await repo.mirrorSubscriptions(
          tx,
          companyId,
          provider.kind,
          current,
          subscriptions.filter((sub) => sub !== current),
        );
      const before = await repo.findEntitlement(tx, companyId);
      if (!before) return undefined;
      const entitlement = entitlementOf(current, subscriptions.length > 0);
      const after = entitlement
        ? await repo.writeEntitlement(tx, companyId, entitlement, customerId, now)
        : before;
      if (!after) return undefined;
      // Before: the plan in force when the row was last written, so a grace that ran out since
      // counts as this change (and the team's access follows it).
      const planBefore = planInForce(before, before.updatedAt);
      const planAfter = planInForce(after, now);
      if (planBefore !== planAfter) await applyPlanAccess(tx, companyId, planAfter);
      await notifyBillingChange(deps, tx, companyId, { before, after, planBefore, planAfter, now });
      const changed =
        planBefore !== planAfter ||
        before.status !== after.status ||
        before.quantity !== after.quantity ||
        before.renewable !== after.renewable ||
        before.hold !== after.hold;
      // The plan's change in the history: the payment provider's word, so a job of Quorum's makes it
      // (whoever paid is in the provider's records, and the checkout itself is theirs).
      if (changed)
        await recordChange(
          tx,
          { kind: 'system', companyId, name: 'Billing' },
          {
            area: 'billing',
            action: 'subscription.changed',
            subject: { type: 'subscription', id: companyId, label: 'Subscription' },
            ...changedFields(
              {
                plan: planBefore,
                status: before.status,
                quantity: before.quantity,
                renewable: before.renewable,
              },
              {
                plan: planAfter,
                status: after.status,
                quantity: after.quantity,
                renewable: after.renewable,
              },
            ),
          },
        );
      return { result: { companyId, plan: planAfter, status: after.status }, changed };
    });
    if (outcome?.changed) await announceStandingChanged(deps.events);
    return outcome?.result;
  });
}
