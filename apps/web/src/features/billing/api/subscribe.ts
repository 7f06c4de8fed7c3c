import { useMutation } from '@tanstack/react-query';
import type { Plan, ShareholderTier } from '@quorum/shared';
import { restRequest } from '@/lib/rest/rest-request';

/** Add: the first choice after registering; update: a change from the update-plan page. */
export type PlanFlag = 'add' | 'update';

export interface SubscribeInput {
  type: Plan;
  priceId: string;
  range: ShareholderTier;
  flag: PlanFlag;
  isReactivate?: boolean;
}

/**
 * POST /stripe/subscribe/v2 (spec §7). The answer's url is where the browser goes to pay (a
 * checkout page); null means the change is already done (Essentials chosen, tier changed,
 * downgrade scheduled, re-activated).
 */
export function useSubscribe() {
  return useMutation({
    mutationFn: async (input: SubscribeInput) =>
      (
        await restRequest<{ data: { url: string | null } }>('/stripe/subscribe/v2', {
          method: 'POST',
          body: input,
        })
      ).data,
  });
}
