import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan, SubscriptionStatus } from '@quorum/shared';
import { restRequest } from '@/lib/rest/rest-request';
import { billingKeys } from './billing-keys';
import type { PlanFlag } from './subscribe';

export interface SyncedPlan {
  plan: Plan;
  status: SubscriptionStatus;
  /** Add or update, as the checkout was started; the page's own `flag` query says it too. */
  flag?: PlanFlag;
}

/**
 * POST /stripe/sync: the /success page asks the server to read the finished checkout from the
 * provider at once, so the person never waits for the webhook. It changes nothing a second call
 * would change again, so it is read as a query: one call per checkout, however often the page
 * renders.
 */
export const syncCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: billingKeys.sync(sessionId),
    queryFn: async ({ signal }) =>
      (
        await restRequest<{ data: SyncedPlan }>('/stripe/sync', {
          method: 'POST',
          body: { sessionId },
          signal,
        })
      ).data,
    retry: false,
    staleTime: Infinity,
  });

export function useSyncCheckout(sessionId: string | null) {
  return useQuery({ ...syncCheckoutQuery(sessionId ?? ''), enabled: sessionId !== null });
}
