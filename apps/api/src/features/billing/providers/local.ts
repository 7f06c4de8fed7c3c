import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { CURRENCY, LOCAL_TEST_CARDS, gstIncluded, premiumPriceUnits } from '@quorum/shared';
import type { LocalCardInput, PricedTier } from '@quorum/shared';
import type { Db } from '../../../db/client';
import {
  LIVE_PROVIDER_STATUSES,
  billingCheckouts,
  billingInvoices,
  billingSubscriptions,
  subscriptions,
} from '../../../db/schema';
import { conflict, notFound } from '../../../core/errors';
import { messages } from '@quorum/shared';
import type { BillingClock } from '../clock';
import { catalogue, premiumVolumePrices } from '../catalogue';
import type { CheckoutRequest, PaymentProvider, ProviderSubscription } from '../provider';
import { addMonth, nextMove, prorationUnits } from '../subscription-state';
import type { SubscriptionMove, SubscriptionTimeline } from '../subscription-state';

const text = messages.plan;

export const LOCAL_IDS = {
  essentialsProduct: 'prod_local_essentials',
  essentialsPrice: 'price_local_essentials',
  premiumProduct: 'prod_local_premium',
  premiumPrice: 'price_local_premium_monthly',
} as const;

/** A checkout page stays payable this long, as Stripe's do by default. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The company a local customer id names, and back: the local driver keeps no customers table. */
export const localCustomerOf = (companyId: string) => `local_${companyId}`;
const companyOfCustomer = (customerId: string) =>
  customerId.startsWith('local_') ? customerId.slice('local_'.length) : undefined;

type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
type InvoiceRow = typeof billingInvoices.$inferSelect;

const asProviderSubscription = (row: SubscriptionRow): ProviderSubscription => ({
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

const timelineOf = (row: SubscriptionRow): SubscriptionTimeline => ({
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

/** How a card the checkout page was given behaves: Stripe's test numbers, nothing else. */
function cardBehaviour(cardNumber: string): 'succeeds' | 'renewal-fails' | 'declined' {
  if (cardNumber === LOCAL_TEST_CARDS.succeeds) return 'succeeds';
  if (cardNumber === LOCAL_TEST_CARDS.renewalFails) return 'renewal-fails';
  return 'declined';
}

/** What a paid (or refused) local checkout did, for the service to sync and email. */
export interface LocalPayment {
  outcome: 'paid' | 'declined';
  companyId: string;
  customerId: string;
  checkoutId: string;
  flag: 'add' | 'update';
  invoice?: InvoiceRow;
}

/** A move the local clock made happen, for the service to sync and email. */
export interface LocalMove {
  companyId: string;
  customerId: string;
  move: SubscriptionMove;
  invoice?: InvoiceRow;
}

/**
 * The local payment driver: needs nothing outside the machine. Products and prices come from the
 * shared constants; "checkout" is the product's own page (/checkout/{id}) that takes a test card;
 * the subscriptions live in billing_subscriptions, moved by `advance` on the billing clock.
 */
export function localProvider(db: Db, clock: BillingClock, appUrl: string) {
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

  const provider: PaymentProvider = {
    kind: 'local',

    products: async () => catalogue(LOCAL_IDS),

    async volumePrices(productId) {
      if (productId === LOCAL_IDS.premiumProduct) return premiumVolumePrices();
      if (productId === LOCAL_IDS.essentialsProduct)
        return [{ up_to: 5000, flat_amount: 0, unit_amount: null }];
      return undefined;
    },

    async priceKind(priceId) {
      if (priceId === LOCAL_IDS.premiumPrice) return 'premium';
      if (priceId === LOCAL_IDS.essentialsPrice) return 'freemium';
      return undefined;
    },

    /**
     * One open checkout per company (a partial unique index): a second Subscribe while one is
     * open answers the same page, so two clicks cannot become two subscriptions; a checkout for
     * another tier replaces it.
     */
    async startCheckout(request: CheckoutRequest) {
      const customerId = localCustomerOf(request.companyId);
      const now = clock.now();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const id = await db.transaction(async (tx) => {
          await tx
            .update(billingCheckouts)
            .set({ status: 'expired' })
            .where(
              and(
                eq(billingCheckouts.companyId, request.companyId),
                eq(billingCheckouts.status, 'open'),
                or(
                  lte(billingCheckouts.expiresAt, now),
                  sql`(${billingCheckouts.tier}, ${billingCheckouts.flag}) IS DISTINCT FROM (${request.tier}, ${request.flag})`,
                ),
              ),
            );
          const [inserted] = await tx
            .insert(billingCheckouts)
            .values({
              id: `cs_local_${randomBytes(24).toString('base64url')}`,
              companyId: request.companyId,
              createdBy: request.userId,
              tier: request.tier,
              priceId: request.priceId,
              flag: request.flag,
              expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
            })
            .onConflictDoNothing()
            .returning({ id: billingCheckouts.id });
          if (inserted) return inserted.id;
          const [open] = await tx
            .select({ id: billingCheckouts.id })
            .from(billingCheckouts)
            .where(
              and(
                eq(billingCheckouts.companyId, request.companyId),
                eq(billingCheckouts.status, 'open'),
              ),
            );
          return open?.id;
        });
        if (id) return { url: `${appUrl}/checkout/${id}`, customerId };
      }
      throw conflict(text.subscribeFallback);
    },

    async subscriptionsOf(customerId) {
      const companyId = companyOfCustomer(customerId);
      if (!companyId) return [];
      const rows = await db
        .select()
        .from(billingSubscriptions)
        .where(
          and(
            eq(billingSubscriptions.provider, 'local'),
            eq(billingSubscriptions.companyId, companyId),
          ),
        )
        .orderBy(desc(billingSubscriptions.createdAt));
      return rows.map(asProviderSubscription);
    },

    async customerOfCheckout(checkoutId) {
      const [row] = await db
        .select({ companyId: billingCheckouts.companyId })
        .from(billingCheckouts)
        .where(eq(billingCheckouts.id, checkoutId));
      return row ? localCustomerOf(row.companyId) : undefined;
    },

    async changeTier(subscriptionId, tier) {
      await db.transaction(async (tx) => {
        const row = await findSubscription(tx, subscriptionId);
        if (row.tier === tier) return;
        const now = clock.now();
        const amountUnits = prorationUnits(timelineOf(row), tier, now);
        if (amountUnits > 0)
          await insertInvoice(tx, {
            companyId: row.companyId,
            tier,
            amountUnits,
            paid: true,
            periodStart: now,
            periodEnd: row.currentPeriodEnd,
          });
        await updateSubscription(tx, subscriptionId, { tier });
      });
    },

    async scheduleDowngrade(subscriptionId) {
      await updateSubscription(db, subscriptionId, { cancelAtPeriodEnd: true });
    },

    async cancelScheduledDowngrade(subscriptionId) {
      await updateSubscription(db, subscriptionId, { cancelAtPeriodEnd: false });
    },

    async cancelNow(subscriptionId) {
      await updateSubscription(db, subscriptionId, { status: 'canceled', endedAt: clock.now() });
    },

    portalUrl: async () => undefined,
  };

  return {
    ...provider,

    /** The checkout page's facts, for anyone holding its address. */
    async checkout(checkoutId: string) {
      const [row] = await db
        .select()
        .from(billingCheckouts)
        .where(eq(billingCheckouts.id, checkoutId));
      if (!row) return undefined;
      const expired = row.status === 'open' && row.expiresAt <= clock.now();
      return { ...row, status: expired ? ('expired' as const) : row.status };
    },

    /**
     * Pays a checkout with a test card: 4242… pays; 4000…0341 pays now and fails at renewal; any
     * other number is declined (the page stays open, as Stripe's does). A company that already
     * pays for Premium gets this checkout's tier on its one subscription, never a second one; a
     * company in its trial keeps the trial's days and is charged when they end.
     */
    async pay(checkoutId: string, card: LocalCardInput): Promise<LocalPayment> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [checkout] = await tx
          .select()
          .from(billingCheckouts)
          .where(eq(billingCheckouts.id, checkoutId))
          .for('update');
        if (!checkout) throw notFound(text.checkoutNotFound);
        if (checkout.status !== 'open' || checkout.expiresAt <= now)
          throw conflict(text.checkoutNotFound);
        const customerId = localCustomerOf(checkout.companyId);
        const base = { companyId: checkout.companyId, customerId, checkoutId, flag: checkout.flag };
        const behaviour = cardBehaviour(card.cardNumber);
        if (behaviour === 'declined') return { ...base, outcome: 'declined' };

        const tier = checkout.tier as PricedTier;
        const card4 = { cardLast4: card.cardNumber.slice(-4), cardOutcome: behaviour };
        const [live] = await tx
          .select()
          .from(billingSubscriptions)
          .where(
            and(
              eq(billingSubscriptions.companyId, checkout.companyId),
              inArray(billingSubscriptions.status, [...LIVE_PROVIDER_STATUSES]),
            ),
          )
          .for('update');
        let invoice: InvoiceRow | undefined;
        if (live && (live.status === 'active' || live.status === 'trialing')) {
          const amountUnits = prorationUnits(timelineOf(live), tier, now);
          invoice = await insertInvoice(tx, {
            companyId: checkout.companyId,
            tier,
            amountUnits,
            paid: true,
            periodStart: now,
            periodEnd: live.currentPeriodEnd,
          });
          await updateSubscription(tx, live.providerSubscriptionId, {
            tier,
            cancelAtPeriodEnd: false,
            ...card4,
          });
        } else {
          // Past due or on hold: the new payment starts a new subscription in its place.
          if (live)
            await updateSubscription(tx, live.providerSubscriptionId, {
              status: 'canceled',
              endedAt: now,
            });
          // Paid during the two-week trial: the trial's days are kept, the card is charged when
          // they end (as Stripe's trial_end does).
          const [entitlement] = await tx
            .select({ status: subscriptions.status, endDate: subscriptions.endDate })
            .from(subscriptions)
            .where(eq(subscriptions.companyId, checkout.companyId));
          const trialEndsAt =
            entitlement?.status === 'trialing' && entitlement.endDate && entitlement.endDate > now
              ? entitlement.endDate
              : undefined;
          const periodEnd = trialEndsAt ?? addMonth(now);
          await tx.insert(billingSubscriptions).values({
            companyId: checkout.companyId,
            provider: 'local',
            providerSubscriptionId: `sub_local_${randomBytes(12).toString('base64url')}`,
            customerId,
            status: trialEndsAt ? 'trialing' : 'active',
            tier,
            priceId: checkout.priceId,
            currentPeriodStart: now,
            currentPeriodEnd: periodEnd,
            ...card4,
          });
          if (!trialEndsAt)
            invoice = await insertInvoice(tx, {
              companyId: checkout.companyId,
              tier,
              amountUnits: premiumPriceUnits(tier),
              paid: true,
              periodStart: now,
              periodEnd,
            });
        }
        await tx
          .update(billingCheckouts)
          .set({ status: 'complete', completedAt: now })
          .where(eq(billingCheckouts.id, checkoutId));
        return { ...base, outcome: 'paid', invoice };
      });
    },

    /** Moves every local subscription through the time the billing clock says has passed. */
    async advance(companyIds?: string[]): Promise<LocalMove[]> {
      const now = clock.now();
      const due = await db
        .select()
        .from(billingSubscriptions)
        .where(
          and(
            eq(billingSubscriptions.provider, 'local'),
            companyIds ? inArray(billingSubscriptions.companyId, companyIds) : undefined,
            or(
              and(
                inArray(billingSubscriptions.status, ['active', 'trialing']),
                lte(billingSubscriptions.currentPeriodEnd, now),
              ),
              and(
                eq(billingSubscriptions.status, 'past_due'),
                lte(billingSubscriptions.graceEndsAt, now),
              ),
            ),
          ),
        );
      const moves: LocalMove[] = [];
      for (const row of due) {
        await db.transaction(async (tx) => {
          const current = await findSubscription(tx, row.providerSubscriptionId);
          let timeline = timelineOf(current);
          for (;;) {
            const step = nextMove(timeline, now, () => current.cardOutcome === 'succeeds');
            if (!step) break;
            timeline = step.next;
            const found: LocalMove = {
              companyId: row.companyId,
              customerId: row.customerId,
              move: step.move,
            };
            if (step.move.kind === 'renewed' || step.move.kind === 'payment-failed') {
              found.invoice = await insertInvoice(tx, {
                companyId: row.companyId,
                tier: timeline.tier,
                amountUnits: step.move.amountUnits,
                paid: step.move.kind === 'renewed',
                periodStart:
                  step.move.kind === 'renewed' ? step.move.periodStart : timeline.currentPeriodEnd,
                periodEnd:
                  step.move.kind === 'renewed'
                    ? step.move.periodEnd
                    : addMonth(timeline.currentPeriodEnd),
              });
            }
            moves.push(found);
          }
          await updateSubscription(tx, row.providerSubscriptionId, {
            status: timeline.status,
            currentPeriodStart: timeline.currentPeriodStart,
            currentPeriodEnd: timeline.currentPeriodEnd,
            graceEndsAt: timeline.graceEndsAt,
            endedAt: timeline.endedAt,
          });
        });
      }
      return moves;
    },
  };
}

export type LocalProvider = ReturnType<typeof localProvider>;
