import { CURRENCY, PLAN_LABELS, premiumPriceUnits } from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import type { PaymentProduct, VolumePrice } from './provider';

const PRICED_TIERS: readonly PricedTier[] = [5000, 20000, 50000, 100000];

/**
 * Premium's volume price as steps: each tier's whole month (Stripe's `flat_amount`), and a last
 * open step with no amount, which the screens show as Contact Sales.
 */
export function premiumVolumePrices(): VolumePrice[] {
  return [
    ...PRICED_TIERS.map((tier) => ({
      up_to: tier,
      flat_amount: premiumPriceUnits(tier),
      unit_amount: null,
    })),
    { up_to: null, flat_amount: null, unit_amount: null },
  ];
}

/** The two products as the pricing screen reads them, with the ids a driver gives them. */
export function catalogue(ids: {
  essentialsProduct: string;
  essentialsPrice: string;
  premiumProduct: string;
  premiumPrice: string;
}): PaymentProduct[] {
  return [
    {
      id: ids.essentialsProduct,
      name: PLAN_LABELS.freemium,
      description: 'Free for up to 5,000 shareholders.',
      images: [],
      default_price: ids.essentialsPrice,
      pricelist: [
        {
          id: ids.essentialsPrice,
          currency: CURRENCY,
          unit_amount: 0,
          recurring: { interval: 'month' },
          tiers_mode: null,
          tiers: null,
        },
      ],
    },
    {
      id: ids.premiumProduct,
      name: PLAN_LABELS.premium,
      description: 'Everything in Essentials, for unlimited questions, templates and team members.',
      images: [],
      default_price: ids.premiumPrice,
      pricelist: [
        {
          id: ids.premiumPrice,
          currency: CURRENCY,
          unit_amount: null,
          recurring: { interval: 'month' },
          tiers_mode: 'volume',
          tiers: premiumVolumePrices(),
        },
      ],
    },
  ];
}
