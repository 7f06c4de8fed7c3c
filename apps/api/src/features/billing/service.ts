import { createHash } from 'node:crypto';
import {
  CURRENCY,
  gstIncluded,
  isPricedTier,
  messages,
  premiumPriceUnits,
  subscribeV1Schema,
  subscribeV2Schema,
  tierForShareholders,
} from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Member } from '../../core/identity/viewer';
import { badInput, conflict, forbidden, notFound } from '../../core/errors';
import { announceStandingChanged } from '../../core/events';
import { lockCompany } from '../../core/company-lock';
import { findCompanyName } from '../../core/company-names';
import { planInForce } from '../../core/plan';
import { validate } from '../../lib/validate';
import { applyPlanAccess } from '../team';
import type { PaymentProvider } from './provider';
import * as repo from './repo';
import { ESSENTIALS, currentOf } from './subscription-state';
import { syncCustomer } from './sync';
import { DAY_MS } from '../../lib/durations';

const text = messages.plan;
/** Two identical requests within this window share one idempotency key at the provider. */
const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

/** Only the company's creator manages billing (spec §6); others see non_permit_upgrade. */
function requireCreator(member: Member) {
  if (!member.companyCreator) throw forbidden(text.nonPermitUpgrade);
}

function requireProvider(deps: Deps): PaymentProvider {
  if (!deps.payments) throw conflict(text.billingOff);
  return deps.payments;
}

/**
 * One key per company, operation and arguments within a ten-minute window: a retried or doubled
 * request reaches the provider as the same request, and Stripe answers it once.
 */
function idempotencyKey(deps: Deps, companyId: string, ...parts: (string | number | boolean)[]) {
  const window = Math.floor(deps.billingClock.now().getTime() / IDEMPOTENCY_WINDOW_MS);
  const digest = createHash('sha256')
    .update([companyId, ...parts, window].join('|'))
    .digest('hex');
  return `quorum-${digest.slice(0, 40)}`;
}

export async function listProducts(deps: Deps) {
  return deps.payments ? deps.payments.products() : [];
}

export async function volumePrices(deps: Deps, productId: string) {
  const prices = deps.payments ? await deps.payments.volumePrices(productId) : undefined;
  if (!prices) throw notFound(text.unknownProduct);
  return prices;
}

/** The company's current subscription at the provider, if it has one. */
async function currentSubscription(provider: PaymentProvider, customerId: string | null) {
  if (!customerId) return undefined;
  return currentOf(await provider.subscriptionsOf(customerId)).current;
}

/**
 * POST /stripe/subscribe/v2 (spec §4 "Plan change", §7). Answers where to send the browser (a
 * checkout), or null when the change is made already:
 * - Essentials: during the trial, at once; on a paid plan, scheduled for the period end (Premium
 *   stays until the days run out); already on Essentials, the spec's warning.
 * - Premium: re-activating a scheduled downgrade undoes it; a paid plan at another tier changes
 *   tier now, prorated; otherwise (trial, Essentials, on hold) a checkout.
 */
export async function subscribe(
  deps: Deps,
  member: Member,
  body: unknown,
): Promise<{ url: string | null }> {
  requireCreator(member);
  const provider = requireProvider(deps);
  const input = validate(subscribeV2Schema, body);
  await deps.rateLimits.consume('billingChangesPerCompany', member.companyId);
  const { companyId } = member;
  const row = await repo.findEntitlement(deps.db, companyId);
  if (!row) throw notFound(text.subscribeFallback);
  const current = await currentSubscription(provider, row.stripeCustomerId);
  const paid =
    current && (current.status === 'active' || current.status === 'trialing') ? current : undefined;

  if (input.type === 'freemium') {
    if (paid) {
      if (!paid.cancelAtPeriodEnd)
        await provider.scheduleDowngrade(
          paid.id,
          idempotencyKey(deps, companyId, 'downgrade', paid.id),
        );
      await syncCustomer(deps, paid.customerId);
      return { url: null };
    }
    if (row.status === 'trialing' && row.plan === 'premium') {
      await endTrialNow(deps, companyId);
      return { url: null };
    }
    throw badInput(text.alreadyFreemium);
  }

  if (input.range === 'infinite') throw badInput(text.customTier);
  const tier: PricedTier = input.range;
  if ((await provider.priceKind(input.priceId!)) !== 'premium') throw badInput(text.unknownPrice);

  if (paid) {
    if (paid.tier === tier && !paid.cancelAtPeriodEnd)
      throw badInput(input.isReactivate ? text.nothingToReactivate : text.alreadyOnTier);
    if (paid.cancelAtPeriodEnd)
      await provider.cancelScheduledDowngrade(
        paid.id,
        idempotencyKey(deps, companyId, 'reactivate', paid.id),
      );
    if (paid.tier !== tier)
      await provider.changeTier(
        paid.id,
        tier,
        idempotencyKey(deps, companyId, 'tier', paid.id, tier),
      );
    await syncCustomer(deps, paid.customerId);
    return { url: null };
  }

  const checkout = await provider.startCheckout({
    companyId,
    userId: member.user.id,
    customerId: row.stripeCustomerId,
    customerEmail: member.user.email,
    companyName: (await findCompanyName(deps.db, companyId, 'legal')) ?? '',
    tier,
    priceId: input.priceId!,
    flag: input.flag,
    successUrl: `${deps.config.appUrl}/success?session_id={CHECKOUT_SESSION_ID}&flag=${input.flag}`,
    // Stripe fills in {CHECKOUT_SESSION_ID} in the success address only.
    cancelUrl: `${deps.config.appUrl}/error`,
    // The entitlement's last change is part of the key: a company that cancelled and comes back
    // within the window gets a new checkout, not the one it already paid.
    idempotencyKey: idempotencyKey(
      deps,
      companyId,
      'checkout',
      tier,
      input.flag,
      input.priceId!,
      row.updatedAt.getTime(),
    ),
    trialEndsAt: row.status === 'trialing' && row.plan === 'premium' ? row.endDate : null,
  });
  if (checkout.customerId !== row.stripeCustomerId)
    await repo.setCustomer(deps.db, companyId, checkout.customerId);
  return { url: checkout.url };
}

/**
 * POST /stripe/subscribe (the plans modal): a number of shareholders and Premium's price; the
 * tier follows from the number (spec §5).
 */
export async function subscribeForShareholders(deps: Deps, member: Member, body: unknown) {
  requireCreator(member);
  const input = validate(subscribeV1Schema, body);
  return subscribe(deps, member, {
    type: 'premium',
    priceId: input.priceId,
    range: tierForShareholders(input.userBaseRange),
    flag: 'update',
  });
}

/** Essentials chosen during the trial: the trial ends now, with Essentials' team access. */
async function endTrialNow(deps: Deps, companyId: string) {
  const now = deps.billingClock.now();
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    await repo.writeEntitlement(tx, companyId, ESSENTIALS, null, now);
    await applyPlanAccess(tx, companyId, 'freemium');
  });
  await announceStandingChanged(deps.events);
}

/**
 * POST /stripe/sync: the /success page asks for the checkout's outcome at once instead of waiting
 * for the webhook. Only a checkout of the caller's own company is synced.
 */
export async function syncAfterCheckout(deps: Deps, member: Member, sessionId: unknown) {
  const provider = requireProvider(deps);
  if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 255)
    throw badInput(text.checkoutNotFound);
  const customerId = await provider.customerOfCheckout(sessionId);
  const row = await repo.findEntitlement(deps.db, member.companyId);
  if (!customerId || !row || row.stripeCustomerId !== customerId)
    throw notFound(text.checkoutNotFound);
  const result = await syncCustomer(deps, customerId);
  const now = deps.billingClock.now();
  const after = (await repo.findEntitlement(deps.db, member.companyId)) ?? row;
  return { plan: result?.plan ?? planInForce(after, now), status: after.status };
}

/** POST /stripe/portal: Stripe's own page for cards and invoices (the creator only). */
export async function portal(deps: Deps, member: Member) {
  requireCreator(member);
  const provider = requireProvider(deps);
  const row = await repo.findEntitlement(deps.db, member.companyId);
  const url = row?.stripeCustomerId
    ? await provider.portalUrl(row.stripeCustomerId, `${deps.config.appUrl}/dashboard/update-plan`)
    : undefined;
  if (!url) throw notFound(text.portalUnavailable);
  return { url };
}

/** What the plan page shows: the plan in force, what it costs, when it renews or ends. */
export async function billingOverview(deps: Deps, member: Member) {
  const now = deps.billingClock.now();
  const row = await repo.findEntitlement(deps.db, member.companyId);
  if (!row) throw notFound(text.subscribeFallback);
  const plan = planInForce(row, now);
  const tier = row.quantity as PricedTier;
  const amountUnits =
    row.plan === 'premium' && row.status !== 'trialing' && isPricedTier(tier)
      ? premiumPriceUnits(tier)
      : 0;
  const until =
    row.status === 'past_due' || row.hold ? (row.graceEndsAt ?? row.endDate) : row.endDate;
  const invoices = member.companyCreator ? await repo.invoicesOf(deps.db, member.companyId) : [];
  return {
    driver: deps.config.billing.driver,
    canManageBilling: member.companyCreator,
    plan,
    status: row.status,
    tier: row.quantity,
    amountUnits,
    gstUnits: gstIncluded(amountUnits),
    currency: CURRENCY,
    periodEnd: row.endDate,
    renewable: row.renewable,
    hold: row.hold,
    graceEndsAt: row.graceEndsAt,
    trialEndsAt: row.status === 'trialing' ? row.endDate : null,
    daysLeft: until ? Math.ceil((until.getTime() - now.getTime()) / DAY_MS) : null,
    portalAvailable:
      deps.config.billing.driver === 'stripe' &&
      member.companyCreator &&
      row.stripeCustomerId !== null,
    invoices,
  };
}
export type BillingOverview = Awaited<ReturnType<typeof billingOverview>>;
