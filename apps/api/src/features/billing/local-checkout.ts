import {
  expiryIsCurrent,
  gstIncluded,
  localCardSchema,
  messages,
  premiumPriceUnits,
} from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput, notFound } from '../../core/errors';
import { findCompanyName } from '../../core/company-names';
import { validate } from '../../lib/validate';
import { sendReceipt } from './billing-emails';
import { syncCustomer } from './sync';

const text = messages.plan;

function localDriver(deps: Deps) {
  if (!deps.localBilling) throw notFound(text.checkoutNotFound);
  return deps.localBilling;
}

/** GET /billing/checkout/:id: the local checkout page's facts, for whoever holds its address. */
export async function checkoutPage(deps: Deps, checkoutId: string) {
  const checkout = await localDriver(deps).checkout(checkoutId);
  if (!checkout) throw notFound(text.checkoutNotFound);
  const amountUnits = premiumPriceUnits(checkout.tier as PricedTier);
  return {
    id: checkout.id,
    companyName: (await findCompanyName(deps.db, checkout.companyId, 'legal')) ?? '',
    tier: checkout.tier,
    amountUnits,
    gstUnits: gstIncluded(amountUnits),
    currency: 'aud',
    status: checkout.status,
    cancelUrl: `/error?session_id=${checkout.id}`,
  };
}

/**
 * POST /billing/checkout/:id/pay: the test card decides, as Stripe's test cards do. Paid: the
 * company's plan is synced now and its receipt queued; the browser goes to /success. Declined:
 * to /error, and the page stays payable.
 */
export async function payCheckout(deps: Deps, checkoutId: string, body: unknown, ip: string) {
  const driver = localDriver(deps);
  await deps.rateLimits.consume('checkoutPaymentsPerAddress', ip);
  const card = validate(localCardSchema, body);
  if (!expiryIsCurrent(card.expiry, deps.billingClock.now())) throw badInput(text.expiryInvalid);
  const payment = await driver.pay(checkoutId, card);
  if (payment.outcome === 'declined') return { redirect: `/error?session_id=${checkoutId}` };
  await syncCustomer(deps, payment.customerId);
  if (payment.invoice) {
    const invoice = payment.invoice;
    await deps.db.transaction((tx) => sendReceipt(deps, tx, payment.companyId, invoice));
  }
  return { redirect: `/success?session_id=${checkoutId}&flag=${payment.flag}` };
}
