import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Spec §2 return queries: type=stripe_failure shows the error toast 'Subscription Failed'. The
 * query is then dropped so a reload does not repeat it. (stripe_success's modal comes with billing.)
 */
export function useStripeReturnNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type = searchParams.get('type');
  // Once per return: StrictMode re-runs the effect before the query is gone.
  const shown = useRef(false);
  useEffect(() => {
    if (type !== 'stripe_failure') {
      shown.current = false;
      return;
    }
    if (shown.current) return;
    shown.current = true;
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
