import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentPrice, PaymentProduct, ShareholderTier } from '@quorum/shared';
import { restRequest } from '@/lib/rest/rest-request';
import { billingKeys } from './billing-keys';

/** The two plans of the pricing screen, by their prices: Premium's is the tiered one. */
export interface PlanProducts {
  essentials: { product: PaymentProduct; priceId: string } | undefined;
  premium: { product: PaymentProduct; price: PaymentPrice } | undefined;
}

export function planProducts(products: readonly PaymentProduct[]): PlanProducts {
  let essentials: PlanProducts['essentials'];
  let premium: PlanProducts['premium'];
  for (const product of products) {
    const price =
      product.pricelist.find((p) => p.id === product.default_price) ?? product.pricelist[0];
    if (!price) continue;
    if (price.tiers?.length) premium ??= { product, price };
    else essentials ??= { product, priceId: price.id };
  }
  return { essentials, premium };
}

/** The month's price of a tier in price units, from the price's volume steps; null: custom. */
export function tierAmount(price: PaymentPrice, tier: ShareholderTier): number | null {
  if (tier === 'infinite') return null;
  const step = price.tiers?.find((t) => t.up_to !== null && tier <= t.up_to);
  return step?.flat_amount ?? null;
}

export const productsQuery = () =>
  queryOptions({
    queryKey: billingKeys.products(),
    queryFn: async ({ signal }) =>
      planProducts(
        (await restRequest<{ data: PaymentProduct[] }>('/stripe/products/v2', { signal })).data,
      ),
    // Prices change with a release, not while a page is open.
    staleTime: 10 * 60_000,
  });

/** Essentials and Premium with their prices (GET /stripe/products/v2, spec §7). */
export function useProducts() {
  return useQuery(productsQuery());
}
