import { useMutation } from '@tanstack/react-query';
import { restRequest } from '@/lib/rest/rest-request';
import { leaveFor } from './leave-for';

/** POST /stripe/portal: Stripe's Customer Portal for the card and the invoices (the creator). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () =>
      (await restRequest<{ data: { url: string } }>('/stripe/portal', { method: 'POST' })).data,
    onSuccess: ({ url }) => leaveFor(url),
  });
}
