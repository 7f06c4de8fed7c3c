import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Spec §2 return queries: type=stripe_failure shows the error toast 'Subscription Failed'. The
 * query is then dropped so a reload does not repeat it. (stripe_success's modal comes with billing.)
 */
export function useStripeReturnNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = searchParams.get('type');
  useEffect(() => {
    if (type !== 'stripe_failure') return;
    notifications.show({ color: 'red', message: messages.plan.subscriptionFailed });
    setSearchParams(
      (params) => {
        params.delete('type');
        return params;
      },
      { replace: true },
    );
  }, [type, setSearchParams]);
}
