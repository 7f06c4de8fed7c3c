// What the local driver does that Stripe does on its own side: its checkout page is paid with a
// test card, and its subscriptions move on the billing clock.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, or } from 'drizzle-orm';
import { LOCAL_TEST_CARDS, messages, premiumPriceUnits } from '@quorum/shared';
import type { LocalCardInput, PricedTier } from '@quorum/shared';
import type { Db } from '../../../db/client';
import {
  LIVE_PROVIDER_STATUSES,
  billingCheckouts,
  billingSubscriptions,
  subscriptions,
} from '../../../db/schema';
import { conflict, notFound } from '../../../core/errors';
import type { BillingClock } from '../clock';
import { addMonth, nextMove, prorationUnits } from '../subscription-state';
import type { SubscriptionMove } from '../subscription-state';
import { localCustomerOf, timelineOf } from './local-records';
import type { InvoiceRow, LocalRecords } from './local-records';

const text = messages.plan;

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

/** The checkout page's reads and payments, and the clock's moves, on the local records. */
export function localPayments(db: Db, clock: BillingClock, records: LocalRecords) {
  const { insertInvoice, updateSubscription, findSubscription } = records;
  return {
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
