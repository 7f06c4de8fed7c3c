import type Stripe from 'stripe';
import { CURRENCY, premiumPriceUnits } from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import { catalogue } from '../catalogue';
import type { PaymentProduct, VolumePrice } from '../provider';

/**
 * What Quorum sells, found in the Stripe account by lookup key, or made there on first use so a
 * fresh account works: Essentials (a free product with a 0 monthly price) and Premium (one
 * volume-tiered monthly price in A$, GST-inclusive; see stripe.ts for why one price). The
 * Customer Portal's configuration is ours too: cards, invoices and billing details, but no
 * cancelling there, as a plan change goes through the product's own confirmation.
 */

export const LOOKUP_KEYS = {
  premium: 'quorum_premium_monthly',
  essentials: 'quorum_essentials',
} as const;

/** Our own product ids (Stripe accepts a chosen id), so a second start finds them. */
const PRODUCT_IDS = { premium: 'quorum_premium', essentials: 'quorum_essentials' } as const;

/** Stripe's tax code for software as a service bought by a business. */
const SAAS_TAX_CODE = 'txcd_10103001';

/** Marks the portal configuration we made, to find it again. */
const PORTAL_MARK = { quorum: 'portal-v1' };

const PRICED_TIERS: readonly PricedTier[] = [5000, 20000, 50000, 100000];

/** The products' names and descriptions, as the local driver shows them (catalogue.ts). */
const [essentialsWords, premiumWords] = catalogue({
  essentialsProduct: PRODUCT_IDS.essentials,
  essentialsPrice: '',
  premiumProduct: PRODUCT_IDS.premium,
  premiumPrice: '',
});
const PLAN_WORDS = { essentials: essentialsWords!, premium: premiumWords! };

/** The version in the keys that make the catalogue: a changed catalogue gets new keys. */
const CATALOGUE_KEY = 'quorum-catalogue-v1';

export interface StripeCatalogue {
  essentialsProduct: string;
  essentialsPrice: string;
  premiumProduct: string;
  premiumPrice: string;
  /** Premium's steps as Stripe bills them (the last, open one shown as Contact Sales). */
  premiumTiers: VolumePrice[];
  products: PaymentProduct[];
}

export async function findOrCreateCatalogue(stripe: Stripe): Promise<StripeCatalogue> {
  const found = await stripe.prices.list({
    lookup_keys: [LOOKUP_KEYS.premium, LOOKUP_KEYS.essentials],
    active: true,
    expand: ['data.tiers'],
  });
  const byKey = (key: string) => found.data.find((price) => price.lookup_key === key);
  const premium = byKey(LOOKUP_KEYS.premium) ?? (await createPremiumPrice(stripe));
  const essentials = byKey(LOOKUP_KEYS.essentials) ?? (await createEssentialsPrice(stripe));
  const ids = {
    essentialsProduct: productIdOf(essentials),
    essentialsPrice: essentials.id,
    premiumProduct: productIdOf(premium),
    premiumPrice: premium.id,
  };
  const premiumTiers = volumePricesOf(premium);
  const products = catalogue(ids).map((product) =>
    product.id === ids.premiumProduct
      ? {
          ...product,
          pricelist: product.pricelist.map((price) => ({ ...price, tiers: premiumTiers })),
        }
      : product,
  );
  return { ...ids, premiumTiers, products };
}

const productIdOf = (price: Stripe.Price) =>
  typeof price.product === 'string' ? price.product : price.product.id;

/** Stripe's tiers as the pricing screen reads them: the open last step has no price (Custom). */
function volumePricesOf(price: Stripe.Price): VolumePrice[] {
  return (price.tiers ?? []).map((tier) => ({
    up_to: tier.up_to,
    flat_amount: tier.up_to === null ? null : tier.flat_amount,
    unit_amount: null,
  }));
}

async function ensureProduct(stripe: Stripe, plan: 'premium' | 'essentials'): Promise<string> {
  const id = PRODUCT_IDS[plan];
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
  }
  const words = PLAN_WORDS[plan];
  const product = await stripe.products.create(
    {
      id,
      name: words.name,
      description: words.description,
      tax_code: SAAS_TAX_CODE,
      // Invoices and Checkout read "20,000 shareholders" for Premium's quantity.
      ...(plan === 'premium' ? { unit_label: 'shareholders' } : {}),
      metadata: { quorum: plan },
    },
    { idempotencyKey: `${CATALOGUE_KEY}-product-${plan}` },
  );
  return product.id;
}

async function createPremiumPrice(stripe: Stripe): Promise<Stripe.Price> {
  const product = await ensureProduct(stripe, 'premium');
  const last = PRICED_TIERS.at(-1)!;
  return stripe.prices.create(
    {
      product,
      currency: CURRENCY,
      recurring: { interval: 'month' },
      billing_scheme: 'tiered',
      tiers_mode: 'volume',
      // Each tier's whole month as a flat amount, so quantity = the tier bills exactly its price.
      // Stripe needs an open last step; we never sell past the last tier (Custom is sales'), so
      // it repeats the last tier's amount rather than leaving anything free.
      tiers: [
        ...PRICED_TIERS.map((tier) => ({
          up_to: tier,
          flat_amount: premiumPriceUnits(tier),
          unit_amount: 0,
        })),
        { up_to: 'inf' as const, flat_amount: premiumPriceUnits(last), unit_amount: 0 },
      ],
      // The spec's prices include GST for Australian customers.
      tax_behavior: 'inclusive',
      lookup_key: LOOKUP_KEYS.premium,
      nickname: 'Premium monthly, by shareholder tier',
      expand: ['tiers'],
    },
    { idempotencyKey: `${CATALOGUE_KEY}-price-premium` },
  );
}

async function createEssentialsPrice(stripe: Stripe): Promise<Stripe.Price> {
  const product = await ensureProduct(stripe, 'essentials');
  return stripe.prices.create(
    {
      product,
      currency: CURRENCY,
      unit_amount: 0,
      recurring: { interval: 'month' },
      tax_behavior: 'inclusive',
      lookup_key: LOOKUP_KEYS.essentials,
      nickname: 'Essentials (free)',
    },
    { idempotencyKey: `${CATALOGUE_KEY}-price-essentials` },
  );
}

/** Our Customer Portal configuration: found by its mark, or made once. */
export async function findOrCreatePortalConfiguration(stripe: Stripe): Promise<string> {
  const existing = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  const ours = existing.data.find(
    (configuration) => configuration.metadata?.quorum === PORTAL_MARK.quorum,
  );
  if (ours) return ours.id;
  const created = await stripe.billingPortal.configurations.create(
    {
      features: {
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
        // The ABN and address on tax invoices are the customer's to correct.
        customer_update: { enabled: true, allowed_updates: ['name', 'email', 'address', 'tax_id'] },
        subscription_cancel: { enabled: false },
        subscription_update: { enabled: false },
      },
      metadata: PORTAL_MARK,
    },
    { idempotencyKey: `${CATALOGUE_KEY}-portal` },
  );
  return created.id;
}
