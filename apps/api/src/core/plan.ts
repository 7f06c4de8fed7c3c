import { sql } from 'drizzle-orm';
import { planAllows } from '@quorum/shared';
import type { Plan } from '@quorum/shared';
import { subscriptions } from '../db/schema';
import type { PremiumFeature } from '@quorum/shared';
import type { Member } from './identity/viewer';
import { paymentRequired } from './errors';

/**
 * The plan a company has today, in SQL: Premium only while its subscription is in force (active,
 * or trialing before its end date). A trial past its end, or an inactive subscription, is
 * Essentials, whatever plan the row still names, until a job or a payment moves it on.
 */
export const effectivePlan = sql<Plan>`CASE WHEN ${subscriptions.plan} = 'premium' AND (
    ${subscriptions.status} = 'active' OR (${subscriptions.status} = 'trialing'
      AND (${subscriptions.endDate} IS NULL OR ${subscriptions.endDate} > now()))
  ) THEN 'premium' ELSE 'freemium' END`;

export const mayUse = (member: Member, feature: PremiumFeature) =>
  planAllows(member.subscription.plan, feature);

/**
 * Freemium refusals come from the server, not only from hidden buttons (spec §6 plan gating):
 * PAYMENT_REQUIRED with the words the screen's upgrade prompt matches.
 */
export function requirePlan(member: Member, feature: PremiumFeature, message: string) {
  if (!mayUse(member, feature)) throw paymentRequired(message);
}
