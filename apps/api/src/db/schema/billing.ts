import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BILLING_DRIVERS } from '@quorum/shared';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * The provider's statuses (Stripe's words, which the local driver uses too). `subscriptions` holds
 * what the company may do; this table holds what was bought.
 */
export const PROVIDER_SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
  'canceled',
] as const;
export type ProviderSubscriptionStatus = (typeof PROVIDER_SUBSCRIPTION_STATUSES)[number];

/** Statuses in which a subscription still binds the company: at most one such row per company. */
export const LIVE_PROVIDER_STATUSES = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
] as const satisfies readonly ProviderSubscriptionStatus[];

/**
 * A paid subscription as the payment provider has it: for `local` this row is the provider's
 * record; for `stripe` it mirrors Stripe's, converged by the sync. One live row per company,
 * enforced by the partial unique index, whatever two requests or two webhooks do at once.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: BILLING_DRIVERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    customerId: text('customer_id').notNull(),
    status: text('status', { enum: PROVIDER_SUBSCRIPTION_STATUSES }).notNull(),
    /** The shareholder tier bought (5000, 20000, 50000, 100000). */
    tier: integer('tier').notNull(),
    priceId: text('price_id').notNull(),
    currentPeriodStart: timestamptz('current_period_start').notNull(),
    currentPeriodEnd: timestamptz('current_period_end').notNull(),
    /** A downgrade to Essentials is scheduled for the period end. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Past due since a renewal failed: Premium is kept until then. */
    graceEndsAt: timestamptz('grace_ends_at'),
    /** The local driver's card on file: its last four digits and how its charges go. */
    cardLast4: text('card_last4'),
    cardOutcome: text('card_outcome', { enum: ['succeeds', 'renewal-fails'] }),
    endedAt: timestamptz('ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_subscriptions_provider_id_key').on(t.provider, t.providerSubscriptionId),
    uniqueIndex('billing_subscriptions_one_live_per_company')
      .on(t.companyId)
      .where(
        sql.raw(`status IN (${LIVE_PROVIDER_STATUSES.map((status) => `'${status}'`).join(', ')})`),
      ),
    index('billing_subscriptions_period_end_idx').on(t.currentPeriodEnd),
    index('billing_subscriptions_customer_idx').on(t.customerId),
  ],
);

/**
 * The local driver's checkout sessions: a page of the product that takes a test card, then
 * returns to /success or /error as Stripe Checkout would. The id is the unguessable part of the
 * page's address.
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: text('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: integer('tier').notNull(),
    priceId: text('price_id').notNull(),
    /** Add (first choice, returns to invite-team) or update (a plan change, returns to the dashboard). */
    flag: text('flag', { enum: ['add', 'update'] }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_checkouts_company_idx').on(t.companyId, t.createdAt),
    // One open checkout per company: two Subscribe clicks at once share one page and one payment.
    uniqueIndex('billing_checkouts_one_open_per_company')
      .on(t.companyId)
      .where(sql`status = 'open'`),
  ],
);

/**
 * Each provider event processed once: its id is claimed before the work and marked done after.
 * A claim that went stale (a crash mid-way) or failed may be taken over by the next delivery.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: BILLING_DRIVERS }).notNull(),
  type: text('type').notNull(),
  status: text('status', { enum: ['processing', 'processed', 'failed'] }).notNull(),
  attempts: integer('attempts').notNull().default(1),
  claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
  processedAt: timestamptz('processed_at'),
  error: text('error'),
  createdAt: createdAt(),
});

/** The local driver's tax invoices (Stripe keeps its own): one per charge, GST-inclusive. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique(),
    tier: integer('tier').notNull(),
    amountUnits: integer('amount_units').notNull(),
    gstUnits: integer('gst_units').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_invoices_company_idx').on(t.companyId, t.createdAt)],
);

/** The help menu's Contact and Give feedback: kept for the operator, and emailed to support. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    kind: text('kind', { enum: ['contact', 'feedback'] }).notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The contact form's subject, or the feedback's reason. */
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_created_idx').on(t.createdAt)],
);
