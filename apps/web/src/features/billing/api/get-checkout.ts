import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricedTier } from '@quorum/shared';
import { restRequest } from '@/lib/rest/rest-request';
import { billingKeys } from './billing-keys';

/** The local driver's checkout page, as GET /billing/checkout/:id answers it. */
export interface LocalCheckout {
  id: string;
  companyName: string;
  tier: PricedTier;
  amountUnits: number;
  gstUnits: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  cancelUrl: string;
}

/** Public: the checkout's id is its secret, as a hosted checkout's address is. */
export const checkoutQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.checkout(id),
    queryFn: async ({ signal }) =>
      (
        await restRequest<{ data: LocalCheckout }>(`/billing/checkout/${encodeURIComponent(id)}`, {
          auth: 'public',
          signal,
        })
      ).data,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useCheckout(id: string) {
  return useQuery(checkoutQuery(id));
}
