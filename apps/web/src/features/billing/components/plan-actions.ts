import { isSubscribed } from '@quorum/shared';
import type { Plan, ShareholderTier, SubscriptionStatus } from '@quorum/shared';

/** The company's subscription as the plan pages read it (getCompanyDetail's `subscription`). */
export interface CurrentSubscription {
  plan: Plan;
  status: SubscriptionStatus;
  hold: boolean;
  renewable: boolean;
  endDate?: string | null;
}

/** What a plan row's button does. */
export type PlanAction =
  /** Essentials to Premium: submitted at once (spec §4), to the checkout. */
  | 'upgrade'
  /** A trial without a card to paid Premium: submitted at once, to the checkout (ours). */
  | 'subscribe'
  /** Premium to Essentials, at the period end: through the confirmation. */
  | 'downgrade'
  /** Another Premium tier, now and prorated: through the confirmation. */
  | 'upgrade-tier'
  | 'change-tier'
  /** Back to Premium: a scheduled downgrade undone, or a subscription on hold paid again. */
  | 'reactivate'
  /** More than 100,000 shareholders: priced with sales, no button to submit. */
  | 'contact-sales';

/** Which changes ask first (spec §4: Freemium to Premium is direct, any other change confirms). */
export const CONFIRMED_ACTIONS: ReadonlySet<PlanAction> = new Set([
  'downgrade',
  'upgrade-tier',
  'change-tier',
]);

export const ACTION_LABELS: Record<PlanAction, string> = {
  upgrade: 'Upgrade',
  subscribe: 'Subscribe',
  downgrade: 'Downgrade',
  'upgrade-tier': 'Upgrade',
  'change-tier': 'Change tier',
  reactivate: 'Reactivate',
  'contact-sales': 'Contact Sales',
};

/** Premium ends at the period end: the creator cancelled and it has not run out yet. */
export const downgradeScheduled = (s: CurrentSubscription) =>
  s.plan === 'premium' && s.status === 'active' && !s.renewable;

/**
 * A trial that ends rather than renews: no card yet (the contract's trial is not renewable). A
 * trial paid for during its days renews at its end, and is Premium paid for in all but the date;
 * one paid for and then cancelled also ends, and choosing Premium again re-activates it.
 */
export const unpaidTrial = (s: CurrentSubscription) => s.status === 'trialing' && !s.renewable;

/** Premium paid for: active or a paid trial, renewing. */
export const paidPremium = (s: CurrentSubscription) =>
  s.plan === 'premium' && s.renewable && (s.status === 'active' || s.status === 'trialing');

/**
 * The plan whose row comes first, tagged 'Current plan'. A subscription on hold (payment failed,
 * or its grace ran out) is Premium waiting to be paid, so Premium's row is the current one and
 * carries Reactivate, where the banner's Re-activate leads.
 */
export const currentPlanOf = (s: CurrentSubscription): Plan =>
  s.plan === 'premium' || s.hold ? 'premium' : 'freemium';

/** Whether this subscription has something to re-activate. */
export const canReactivate = (s: CurrentSubscription) =>
  s.hold || downgradeScheduled(s) || (s.plan === 'premium' && !isSubscribed(s.status));

/**
 * The button of each row on the update-plan page (spec §4 "Plan change"): Upgrade on Premium's
 * row when the company has Essentials; Downgrade on Essentials' row when it has Premium;
 * Reactivate on the current row when there is something to re-activate (the page opened with
 * `isReactivate=Yes`, a downgrade scheduled, or on hold); a tier change on Premium's row; Contact
 * Sales instead of any of them for more than 100,000 shareholders. Null: no button.
 *
 * Reactivate follows the subscription, not only the query: `isReactivate=Yes` is where the
 * banner's Re-activate leads, and a stale link to a company with nothing to re-activate shows its
 * ordinary choices rather than a button the server would refuse. The one state the query decides
 * is a trial that ends: without a card or cancelled after paying, the two look the same here.
 */
export function rowAction(
  row: Plan,
  subscription: CurrentSubscription,
  {
    selectedTier,
    currentTier,
    reactivateAsked = false,
  }: {
    selectedTier: ShareholderTier;
    currentTier: ShareholderTier;
    /** The page was opened with isReactivate=Yes. */
    reactivateAsked?: boolean;
  },
): PlanAction | null {
  const current = currentPlanOf(subscription);
  if (row === 'freemium') {
    // Already Essentials, already going there, or on hold past the grace (Essentials applies).
    if (current === 'freemium' || downgradeScheduled(subscription)) return null;
    if (subscription.status === 'inactive') return null;
    return 'downgrade';
  }
  if (selectedTier === 'infinite') return 'contact-sales';
  if (canReactivate(subscription)) return 'reactivate';
  if (current === 'freemium') return 'upgrade';
  // A trial that ends may be one paid for and cancelled: asked to, Premium is re-activated.
  if (unpaidTrial(subscription)) return reactivateAsked ? 'reactivate' : 'subscribe';
  if (selectedTier === currentTier) return null;
  return currentTier === 'infinite' || selectedTier > currentTier ? 'upgrade-tier' : 'change-tier';
}
