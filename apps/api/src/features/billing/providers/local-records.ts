// The local driver's records: its subscriptions and invoices in billing_subscriptions and
// billing_invoices, read and written one way by the provider (local.ts) and by the payments and
// clock moves it makes itself (local-payments.ts).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CURRENCY, gstIncluded, messages } from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import type { Db } from '../../../db/client';
import { billingInvoices, billingSubscriptions } from '../../../db/schema';
import { notFound } from '../../../core/errors';
import type { BillingClock } from '../clock';
import type { ProviderSubscription } from '../provider';
import type { SubscriptionTimeline } from '../subscription-state';

const text = messages.plan;

/** The company a local customer id names, and back: the local driver keeps no customers table. */
export const localCustomerOf = (companyId: string) => `local_${companyId}`;
export const companyOfLocalCustomer = (customerId: string) =>
  customerId.startsWith('local_') ? customerId.slice('local_'.length) : undefined;

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;

export const asProviderSubscription = (row: SubscriptionRow): ProviderSubscription => ({
  id: row.providerSubscriptionId,
  customerId: row.customerId,
  status: row.status,
  tier: row.tier as PricedTier,
  priceId: row.priceId,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  graceEndsAt: row.graceEndsAt,
  companyId: row.companyId,
  createdAt: row.createdAt,
});

export const timelineOf = (row: SubscriptionRow): SubscriptionTimeline => ({
  status: row.status,
  tier: row.tier as PricedTier,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  graceEndsAt: row.graceEndsAt,
  endedAt: row.endedAt,
});

const newInvoiceNumber = () =>
  `QRM-${new Date().getUTCFullYear()}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Writing an invoice, and reading and changing a subscription, stamped by the billing clock. */
export function localRecords(clock: BillingClock) {
  const insertInvoice = async (
    tx: Db,
    values: {
      companyId: string;
      tier: PricedTier;
      amountUnits: number;
      paid: boolean;
      periodStart: Date;
      periodEnd: Date;
    },
  ) => {
    const [invoice] = await tx
      .insert(billingInvoices)
      .values({
        companyId: values.companyId,
        number: newInvoiceNumber(),
        tier: values.tier,
        amountUnits: values.amountUnits,
        gstUnits: gstIncluded(values.amountUnits),
        currency: CURRENCY,
        status: values.paid ? 'paid' : 'failed',
        periodStart: values.periodStart,
        periodEnd: values.periodEnd,
      })
      .returning();
    return invoice!;
  };

  const updateSubscription = (tx: Db, id: string, changes: Partial<SubscriptionRow>) =>
    tx
      .update(billingSubscriptions)
      .set({ ...changes, updatedAt: clock.now() })
      .where(
        and(
          eq(billingSubscriptions.provider, 'local'),
          eq(billingSubscriptions.providerSubscriptionId, id),
        ),
      );

  const findSubscription = async (tx: Db, id: string) => {
    const [row] = await tx
      .select()
      .from(billingSubscriptions)
      .where(
        and(
          eq(billingSubscriptions.provider, 'local'),
          eq(billingSubscriptions.providerSubscriptionId, id),
        ),
      )
      .for('update');
    if (!row) throw notFound(text.nothingToReactivate);
    return row;
  };

  return { insertInvoice, updateSubscription, findSubscription };
}

export type LocalRecords = ReturnType<typeof localRecords>;
