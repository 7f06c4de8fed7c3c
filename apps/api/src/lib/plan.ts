import { planAllows } from '@quorum/shared';
import type { PremiumFeature } from '@quorum/shared';
import type { Member } from '../features/auth/viewer';
import { paymentRequired } from './errors';

export const mayUse = (member: Member, feature: PremiumFeature) =>
  planAllows(member.membership.subscription.plan, feature);

/**
 * Freemium refusals come from the server, not only from hidden buttons (spec §6 plan gating):
 * PAYMENT_REQUIRED with the words the screen's upgrade prompt matches.
 */
export function requirePlan(member: Member, feature: PremiumFeature, message: string) {
  if (!mayUse(member, feature)) throw paymentRequired(message);
}
