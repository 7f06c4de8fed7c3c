import { sql } from 'drizzle-orm';
import { planAllows } from '@quorum/shared';
import type { Plan } from '@quorum/shared';
import { subscriptions } from '../db/schema';
import type { PremiumFeature } from '@quorum/shared';
import type { Member } from './identity/viewer';
import { paymentRequired } from './errors';

/**
 * The plan a company has today, in SQL: Premium only while its subscription is in force (active,
 * trialing before its end date, or past due within its grace days). A trial past its end, or an
 * inactive subscription (on hold), is Essentials, whatever plan the row still names, until a job
 * or a payment moves it on. `planInForce` is the same rule for a row already read.
 */
export const effectivePlan = sql<Plan>`CASE WHEN ${subscriptions.plan} = 'premium' AND (
    ${subscriptions.status} = 'active' OR (${subscriptions.status} = 'trialing'
      AND (${subscriptions.endDate} IS NULL OR ${subscriptions.endDate} > now()))
    OR (${subscriptions.status} = 'past_due'
      AND (${subscriptions.graceEndsAt} IS NULL OR ${subscriptions.graceEndsAt} > now()))
  ) THEN 'premium' ELSE 'freemium' END`;

export function planInForce(
  row: Pick<typeof subscriptions.$inferSelect, 'plan' | 'status' | 'endDate' | 'graceEndsAt'>,
  now: Date,
): Plan {
  if (row.plan !== 'premium') return 'freemium';
  const before = (date: Date | null) => date === null || date > now;
  if (row.status === 'active') return 'premium';
  if (row.status === 'trialing' && before(row.endDate)) return 'premium';
  if (row.status === 'past_due' && before(row.graceEndsAt)) return 'premium';
  return 'freemium';
}

export const mayUse = (member: Member, feature: PremiumFeature) =>
  planAllows(member.subscription.plan, feature);

/**
 * Freemium refusals come from the server, not only from hidden buttons (spec §6 plan gating):
 * PAYMENT_REQUIRED with the words the screen's upgrade prompt matches.
 */
export function requirePlan(member: Member, feature: PremiumFeature, message: string) {
  if (!mayUse(member, feature)) throw paymentRequired(message);
}
