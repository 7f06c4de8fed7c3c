import { randomBytes } from 'node:crypto';
import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import type { Db } from '../../../db/client';
import { DAY_MS } from '../../../lib/durations';
import { billingCheckouts, billingSubscriptions } from '../../../db/schema';
import { conflict } from '../../../core/errors';
import type { BillingClock } from '../clock';
import { catalogue, premiumVolumePrices } from '../catalogue';
import type { CheckoutRequest, PaymentProvider } from '../provider';
import { prorationUnits } from '../subscription-state';
import { localPayments } from './local-payments';
import {
  asProviderSubscription,
  companyOfLocalCustomer,
  localCustomerOf,
  localRecords,
  timelineOf,
} from './local-records';

const text = messages.plan;

export const LOCAL_IDS = {
  essentialsProduct: 'prod_local_essentials',
  essentialsPrice: 'price_local_essentials',
  premiumProduct: 'prod_local_premium',
  premiumPrice: 'price_local_premium_monthly',
} as const;

/** A checkout page stays payable this long, as Stripe's do by default. */
const CHECKOUT_LIFETIME_MS = DAY_MS;

/**
 * The local payment driver: needs nothing outside the machine. Products and prices come from the
 * shared constants; "checkout" is the product's own page (/checkout/{id}) that takes a test card;
 * the subscriptions live in billing_subscriptions, moved by `advance` on the billing clock.
 */
export function localProvider(db: Db, clock: BillingClock, appUrl: string) {
  const records = localRecords(clock);
  const { insertInvoice, updateSubscription, findSubscription } = records;

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
      const companyId = companyOfLocalCustomer(customerId);
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

  return { ...provider, ...localPayments(db, clock, records) };
}

export type LocalProvider = ReturnType<typeof localProvider>;
