import type { Plan, SubscriptionStatus } from '@quorum/shared';
import { paidPremium, type CurrentSubscription } from './plan-actions';

/** The spec's plan notice modals that open on their own. */
export type PlanNotice =
  | 'stripe_success'
  | 'premium_success'
  | 'freemium_success'
  | 'downgrade_premium_success'
  | 'not_subscribed'
  | 'not_subscribed_non_creator';

export const INVITE_TEAM_PATH = '/dashboard/invite-team';

/**
 * Which notice `?type=stripe_success` opens (spec §2 return queries), read from the plan the
 * company now has, which the page that sent it here has just read again:
 * - on the invite-team step (Add mode, a first plan chosen): stripe_success, 'You have now
 *   activated {plan} plan', with the way to the dashboard;
 * - on the dashboard (Update mode): freemium_success when the company is on Essentials;
 *   premium_success when it pays for Premium (a checkout, a tier change, a re-activation; a trial
 *   paid for renews too); downgrade_premium_success when Premium now ends at the period end
 *   rather than renews (no return leaves a trial without a card, so that is a downgrade);
 *   stripe_success otherwise.
 */
export function noticeAfterReturn(pathname: string, subscription: CurrentSubscription): PlanNotice {
  if (pathname === INVITE_TEAM_PATH) return 'stripe_success';
  if (subscription.plan === 'freemium') return 'freemium_success';
  if (paidPremium(subscription)) return 'premium_success';
  if (subscription.status === 'active' || subscription.status === 'trialing')
    return 'downgrade_premium_success';
  return 'stripe_success';
}

/**
 * Which notice arriving on the dashboard opens (ours; the spec names the modal, not its moment):
 * not_subscribed when the company's subscription is inactive (on hold after its grace ran out) —
 * its creator may re-activate or choose a plan, anyone else is asked to contact the company
 * admin (not_subscribed_non_creator). A payment past due is the banner's to say, with its days.
 */
export function noticeOnArrival(
  subscription: { status: SubscriptionStatus; plan: Plan },
  isCompanyCreator: boolean,
): PlanNotice | null {
  if (subscription.status !== 'inactive') return null;
  return isCompanyCreator ? 'not_subscribed' : 'not_subscribed_non_creator';
}
