import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { messages, tierForShareholders } from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import type { StripeSettings } from '../../../billing-config';
import { badInput } from '../../../core/errors';
import { PROVIDER_SUBSCRIPTION_STATUSES } from '../../../db/schema';
import type { ProviderSubscriptionStatus } from '../../../db/schema';
import type { CheckoutRequest, PaymentProvider, ProviderSubscription } from '../provider';
import { findOrCreateCatalogue, findOrCreatePortalConfiguration } from './stripe-catalog';
import type { StripeCatalogue } from './stripe-catalog';

/**
 * The stripe driver, with the official SDK (its HTTP, retries and idempotency keys).
 *
 * - Premium is ONE volume-tiered price and the quantity is the shareholder tier (5000, 20000, …):
 *   the volume tier's flat amount is the month's price, the product's unit label makes the
 *   invoice line read "20,000 shareholders", the spec's volume-prices call is that price's tiers,
 *   and a tier change is a quantity change on the same item. (A price per tier would read "1 ×
 *   Premium 20,000" and make a tier change a price swap.)
 * - A tier change applies now and is invoiced now (`always_invoice`): an upgrade's prorated
 *   difference is charged at once, and refused with nothing changed if the card declines
 *   (`error_if_incomplete`); a move down leaves a credit for the next invoices.
 * - A downgrade to Essentials is a subscription schedule whose one phase is the current period
 *   and whose end cancels the subscription: Premium stays until the days run out (proration
 *   `none` would change the plan now and only skip the refund).
 * - Every call that changes something carries an idempotency key: the caller's, with a suffix per
 *   call when one operation takes several.
 */

/** Stripe Checkout refuses a trial that ends sooner than 48 hours ahead (an hour of margin). */
const MINIMUM_TRIAL_MS = 49 * 60 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 20_000;
const NETWORK_RETRIES = 2;
const CHECKOUT_SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]+$/;

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  // config.ts refuses this already; a live key must never be sent to another address.
  if (base && !settings.secretKey.startsWith('sk_test_'))
    throw new Error('A Stripe API address other than Stripe is allowed only with a test key.');
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: REQUEST_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'Quorum' },
    ...(base
      ? {
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
        }
      : {}),
  });
}

/** A short digest of request parameters, to tell two requests under one key apart. */
const digestOf = (params: object) =>
  createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16);
const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);
const dateOf = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const isMissing = (error: unknown) => (error as { code?: string }).code === 'resource_missing';

const statusOf = (status: string): ProviderSubscriptionStatus =>
  (PROVIDER_SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as ProviderSubscriptionStatus)
    : 'incomplete';

/** The tier a quantity bills at; above the last tier (set by hand in Stripe) reads as the last. */
function tierOf(quantity: number | undefined): PricedTier {
  const tier = tierForShareholders(quantity ?? 1);
  return tier === 'infinite' ? 100000 : tier;
}

/** A schedule still in force (made or updated, not yet released, completed or canceled). */
function liveSchedule(subscription: Stripe.Subscription): Stripe.SubscriptionSchedule | undefined {
  const schedule = subscription.schedule;
  if (!schedule || typeof schedule === 'string') return undefined;
  return schedule.status === 'active' || schedule.status === 'not_started' ? schedule : undefined;
}

/** Stripe's subscription as the sync reads it. */
function providerSubscriptionOf(
  subscription: Stripe.Subscription,
  item: Stripe.SubscriptionItem,
): ProviderSubscription {
  const periodEnd = item.current_period_end;
  const endsBySchedule = liveSchedule(subscription)?.end_behavior === 'cancel';
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: statusOf(subscription.status),
    tier: tierOf(item.quantity),
    priceId: item.price.id,
    currentPeriodStart: dateOf(item.current_period_start),
    currentPeriodEnd: dateOf(periodEnd),
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end ||
      (subscription.cancel_at !== null && subscription.cancel_at <= periodEnd) ||
      endsBySchedule,
    graceEndsAt: null,
    companyId: subscription.metadata.companyId ?? null,
    createdAt: dateOf(subscription.created),
  };
}

/**
 * Any other refusal of Stripe's is a failure of ours or Stripe's, not the caller's: it goes on as
 * a plain error (logged, answered as the server's failure with a reference), never with Stripe's
 * HTTP status, which the REST routes would read as the caller's bad request. Stripe's request id
 * finds the call in its dashboard.
 */
function stripeFailure(error: unknown): never {
  if (!(error instanceof Stripe.errors.StripeError)) throw error;
  const code = error.code ? `, ${error.code}` : '';
  const request = error.requestId ? ` [${error.requestId}]` : '';
  throw new Error(`Stripe refused a call (${error.type}${code}): ${error.message}${request}`);
}

/** The provider with every call's Stripe errors turned into our own (stripeFailure). */
function guarded(provider: PaymentProvider): PaymentProvider {
  const result: Record<string, unknown> = { ...provider };
  for (const [name, value] of Object.entries(provider))
    if (typeof value === 'function')
      result[name] = (...args: unknown[]) =>
        (value as (...values: unknown[]) => Promise<unknown>)(...args).catch(stripeFailure);
  return result as unknown as PaymentProvider;
}

export function stripeProvider(settings: StripeSettings, stripe = createStripeClient(settings)) {
  let catalogue: Promise<StripeCatalogue> | undefined;
  let portalConfiguration: Promise<string> | undefined;
  /** Found or made once per process; a failure is tried again on the next call. */
  const catalogueNow = () =>
    (catalogue ??= findOrCreateCatalogue(stripe).catch((error: unknown) => {
      catalogue = undefined;
      throw error;
    }));
  const portalConfigurationNow = () =>
    (portalConfiguration ??= findOrCreatePortalConfiguration(stripe).catch((error: unknown) => {
      portalConfiguration = undefined;
      throw error;
    }));

  const premiumItemOf = async (subscription: Stripe.Subscription) => {
    const { premiumPrice } = await catalogueNow();
    return subscription.items.data.find((item) => item.price.id === premiumPrice);
  };

  const retrieve = async (subscriptionId: string) => {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['schedule'],
    });
    const item = await premiumItemOf(subscription);
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no Premium item`);
    return { subscription, item };
  };

  const provider: PaymentProvider = {
    kind: 'stripe',

    products: async () => (await catalogueNow()).products,

    async volumePrices(productId) {
      const ids = await catalogueNow();
      if (productId === ids.premiumProduct) return ids.premiumTiers;
      if (productId === ids.essentialsProduct)
        return [{ up_to: 5000, flat_amount: 0, unit_amount: null }];
      return undefined;
    },

    async priceKind(priceId) {
      const ids = await catalogueNow();
      if (priceId === ids.premiumPrice) return 'premium';
      if (priceId === ids.essentialsPrice) return 'freemium';
      return undefined;
    },

    async startCheckout(request: CheckoutRequest) {
      const { premiumPrice } = await catalogueNow();
      if (request.priceId !== premiumPrice) throw badInput(messages.plan.unknownPrice);
      const customerId =
        request.customerId ??
        (
          await stripe.customers.create(
            {
              email: request.customerEmail,
              name: request.companyName || undefined,
              metadata: { companyId: request.companyId },
            },
            { idempotencyKey: `${request.idempotencyKey}:customer` },
          )
        ).id;
      const trialEnd =
        request.trialEndsAt && request.trialEndsAt.getTime() - Date.now() >= MINIMUM_TRIAL_MS
          ? secondsOf(request.trialEndsAt)
          : undefined;
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: request.companyId,
        line_items: [{ price: premiumPrice, quantity: request.tier }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        metadata: {
          companyId: request.companyId,
          userId: request.userId,
          flag: request.flag,
          tier: String(request.tier),
        },
        subscription_data: {
          metadata: { companyId: request.companyId },
          // The rest of the trial goes on without a card; if none is added by its end, the
          // first invoice fails and the subscription is past due (the grace and banner).
          ...(trialEnd
            ? {
                trial_end: trialEnd,
                trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
              }
            : {}),
        },
        payment_method_collection: trialEnd ? 'if_required' : 'always',
        // GST-inclusive prices with Stripe Tax, and the customer's ABN on the tax invoice; an
        // existing customer must take the address and business name typed on the page.
        automatic_tax: { enabled: true },
        tax_id_collection: { enabled: true },
        customer_update: { address: 'auto', name: 'auto' },
      };
      // The caller's key, narrowed by the parameters: a double click gets the same session, while
      // a checkout asked for again with other terms (the trial over meanwhile) is a new one, not
      // a key Stripe refuses for having been used with other parameters.
      const session = await stripe.checkout.sessions.create(params, {
        idempotencyKey: `${request.idempotencyKey}:session:${digestOf(params)}`,
      });
      if (!session.url) throw new Error(`Stripe checkout ${session.id} has no address`);
      return { url: session.url, customerId };
    },

    async subscriptionsOf(customerId) {
      let list: Stripe.ApiList<Stripe.Subscription>;
      try {
        list = await stripe.subscriptions.list({
          customer: customerId,
          status: 'all',
          expand: ['data.schedule'],
          limit: 100,
        });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const found: ProviderSubscription[] = [];
      for (const subscription of list.data) {
        const item = await premiumItemOf(subscription);
        if (item) found.push(providerSubscriptionOf(subscription, item));
      }
      return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    async customerOfCheckout(checkoutId) {
      // Only a checkout session's id goes into Stripe's path.
      if (!CHECKOUT_SESSION_ID.test(checkoutId)) return undefined;
      try {
        const session = await stripe.checkout.sessions.retrieve(checkoutId);
        return session.status === 'complete' ? (idOf(session.customer) ?? undefined) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async changeTier(subscriptionId, tier, idempotencyKey) {
      const { subscription, item } = await retrieve(subscriptionId);
      // A schedule would put the old quantity back at its next phase: the change replaces it.
      const schedule = liveSchedule(subscription);
      if (schedule)
        await stripe.subscriptionSchedules.release(
          schedule.id,
          {},
          { idempotencyKey: `${idempotencyKey}:release` },
        );
      try {
        await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, quantity: tier }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
          },
          { idempotencyKey: `${idempotencyKey}:update` },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          throw badInput(messages.plan.paymentFailed);
        throw error;
      }
    },

    async scheduleDowngrade(subscriptionId, idempotencyKey) {
      const { subscription, item } = await retrieve(subscriptionId);
      if (subscription.status === 'canceled' || subscription.cancel_at_period_end) return;
      const schedule =
        liveSchedule(subscription) ??
        (await stripe.subscriptionSchedules.create(
          { from_subscription: subscription.id },
          { idempotencyKey: `${idempotencyKey}:schedule` },
        ));
      const currentStart =
        schedule.current_phase?.start_date ??
        schedule.phases[0]?.start_date ??
        item.current_period_start;
      await stripe.subscriptionSchedules.update(
        schedule.id,
        {
          end_behavior: 'cancel',
          phases: [
            {
              items: [{ price: item.price.id, quantity: item.quantity }],
              start_date: currentStart,
              end_date: item.current_period_end,
              // A trial belongs to its phase: without it the trial would end now.
              ...(subscription.status === 'trialing' && subscription.trial_end
                ? { trial_end: subscription.trial_end }
                : {}),
            },
          ],
        },
        { idempotencyKey: `${idempotencyKey}:phases` },
      );
    },

    async cancelScheduledDowngrade(subscriptionId, idempotencyKey) {
      const { subscription } = await retrieve(subscriptionId);
      const schedule = liveSchedule(subscription);
      if (schedule)
        await stripe.subscriptionSchedules.release(
          schedule.id,
          {},
          { idempotencyKey: `${idempotencyKey}:release` },
        );
      // A cancellation made elsewhere (the dashboard) is undone as well.
      if (subscription.cancel_at_period_end)
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: false },
          { idempotencyKey: `${idempotencyKey}:keep` },
        );
      else if (subscription.cancel_at !== null)
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at: '' },
          { idempotencyKey: `${idempotencyKey}:keep` },
        );
    },

    async cancelNow(subscriptionId, idempotencyKey) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
        return;
      await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
    },

    async portalUrl(customerId, returnUrl) {
      // No key of ours: a repeated key would answer an expired portal address. The SDK gives
      // each call its own key for its retries.
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        configuration: await portalConfigurationNow(),
      });
      return session.url;
    },
  };
  return guarded(provider);
}
