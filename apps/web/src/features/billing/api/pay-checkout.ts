import { useMutation } from '@tanstack/react-query';
import type { LocalCardInput } from '@quorum/shared';
import { restRequest } from '@/lib/rest/rest-request';

/**
 * POST /billing/checkout/:id/pay: the local driver takes the test card and answers where the
 * browser goes next, '/success?session_id=…' or '/error?session_id=…', as Stripe would send it.
 */
export function usePayCheckout(id: string) {
  return useMutation({
    mutationFn: async (card: LocalCardInput) =>
      (
        await restRequest<{ data: { redirect: string } }>(
          `/billing/checkout/${encodeURIComponent(id)}/pay`,
          { method: 'POST', body: card, auth: 'public' },
        )
      ).data,
  });
}
