import { useMutation } from '@tanstack/react-query';
import { restRequest } from '@/lib/rest/rest-request';

/** POST /stripe/subscribe (spec §7, the plans modal): Premium for this many shareholders. */
export function useSubscribeV1() {
  return useMutation({
    mutationFn: (input: { userBaseRange: number; priceId: string }) =>
      restRequest<{ url: string }>('/stripe/subscribe', { method: 'POST', body: input }),
  });
}
