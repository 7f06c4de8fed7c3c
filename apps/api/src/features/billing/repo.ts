import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  LIVE_PROVIDER_STATUSES,
  billingInvoices,
  billingSubscriptions,
  companies,
  companyMembers,
  subscriptions,
  users,
} from '../../db/schema';
import type { BillingDriver } from '@quorum/shared';
import type { ProviderSubscription } from './provider';
import type { Entitlement } from './subscription-state';

export type EntitlementRow = typeof subscriptions.$inferSelect;

export async function findEntitlement(db: Db, companyId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
  return row;
}

export async function writeEntitlement(
  tx: Db,
  companyId: string,
  entitlement: Entitlement,
  customerId: string | null,
  now: Date,
) {
  const [row] = await tx
    .update(subscriptions)
    .set({
      ...entitlement,
      stripeCustomerId: customerId,
      ...(entitlement.plan === 'premium' && entitlement.status === 'active'
        ? { activationDate: sql`coalesce(${subscriptions.activationDate}, ${now})` }
        : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.companyId, companyId))
    .returning();
  return row;
}

export async function setCustomer(db: Db, companyId: string, customerId: string) {
  await db
    .update(subscriptions)
    .set({ stripeCustomerId: customerId })
    .where(eq(subscriptions.companyId, companyId));
}

/** The company a provider's customer belongs to, by the id stored when it first paid. */
export async function companyOfCustomer(db: Db, customerId: string) {
  const [row] = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, customerId));
  return row?.companyId;
}

/**
 * Stripe's subscriptions copied for the overview and the jobs: duplicates first, as ended, so the
 * one-live-per-company index holds at every statement.
 */
export async function mirrorSubscriptions(
  tx: Db,
  companyId: string,
  provider: BillingDriver,
  current: ProviderSubscription | undefined,
  others: readonly ProviderSubscription[],
) {
  const rows = [
    ...others.map((sub) => ({ ...sub, ended: true })),
    ...(current ? [{ ...current, ended: false }] : []),
  ];
  for (const sub of rows) {
    const values = {
      companyId,
      provider,
      providerSubscriptionId: sub.id,
      customerId: sub.customerId,
      status: sub.ended && sub.status !== 'incomplete_expired' ? ('canceled' as const) : sub.status,
      tier: sub.tier,
      priceId: sub.priceId,
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      graceEndsAt: sub.graceEndsAt,
      updatedAt: new Date(),
    };
    await tx
      .insert(billingSubscriptions)
      .values({ ...values, createdAt: sub.createdAt })
      .onConflictDoUpdate({
        target: [billingSubscriptions.provider, billingSubscriptions.providerSubscriptionId],
        set: values,
      });
  }
}

export async function liveSubscriptionOf(db: Db, companyId: string) {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.companyId, companyId),
        inArray(billingSubscriptions.status, [...LIVE_PROVIDER_STATUSES]),
      ),
    );
  return row;
}

export function invoicesOf(db: Db, companyId: string, limit = 12) {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.companyId, companyId))
    .orderBy(desc(billingInvoices.createdAt))
    .limit(limit);
}

/** Who billing emails go to: the company's creator, with the company's names and ABN. */
export async function billingContact(db: Db, companyId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      companyName: companies.legalBusinessName,
      abn: companies.abn,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.companyCreator, true)));
  return row;
}

/** Every company's row on the configured plan (the `none` driver: a self-hosted install). */
export async function applySelfHostedPlan(db: Db, plan: 'freemium' | 'premium') {
  return db
    .update(subscriptions)
    .set({ plan, status: 'active', endDate: null, renewable: true, hold: false, graceEndsAt: null })
    .where(
      sql`(${subscriptions.plan}, ${subscriptions.status}, ${subscriptions.hold}) IS DISTINCT FROM (${plan}, 'active', false) OR ${subscriptions.endDate} IS NOT NULL`,
    )
    .returning({ companyId: subscriptions.companyId });
}

/** Every customer a company holds at the provider: the nightly reconciliation's list. */
export async function allCustomers(db: Db, companyIds?: string[]) {
  const rows = await db
    .selectDistinct({ customerId: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.stripeCustomerId} IS NOT NULL`,
        companyIds ? inArray(subscriptions.companyId, companyIds) : undefined,
      ),
    );
  return rows.map((row) => row.customerId!);
}
