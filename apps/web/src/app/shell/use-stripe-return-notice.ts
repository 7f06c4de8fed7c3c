import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { noticeAfterReturn, noticeOnArrival, type PlanNotice } from '@/features/billing';
import type { CompanyDetail } from '@/lib/account';

/** not_subscribed is said once per visit (browser tab) and company, not on every dashboard load. */
const arrivalKey = (companyId: string) => `quorum.planNoticeShown.${companyId}`;

/**
 * Spec §2 return queries and the plan notices. type=stripe_failure shows the error toast
 * 'Subscription Failed' and the query is dropped, so a reload does not repeat it.
 * type=stripe_success opens the notice the company's new plan calls for (noticeAfterReturn) until
 * it is closed, which drops the query. Arriving on the dashboard with an inactive subscription
 * opens not_subscribed (noticeOnArrival), once per visit. With billing off (the `none` driver)
 * there is no notice.
 */
export function useStripeReturnNotice(company: CompanyDetail | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const type = searchParams.get('type');
  const subscription = company?.subscription;
  const billingOff = subscription?.driver === 'none';
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const dropType = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete('type');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // Once per return: StrictMode re-runs the effect before the query is gone.
  const toasted = useRef(false);
  useEffect(() => {
    if (type !== 'stripe_failure') {
      toasted.current = false;
      return;
    }
    if (toasted.current) return;
    toasted.current = true;
    notifications.show({ color: 'red', message: messages.plan.subscriptionFailed });
    dropType();
  }, [type, dropType]);

  useEffect(() => {
    if (type === 'stripe_success' && billingOff) dropType();
  }, [type, billingOff, dropType]);

  let notice: PlanNotice | null = null;
  if (subscription && !billingOff) {
    if (type === 'stripe_success') notice = noticeAfterReturn(pathname, subscription);
    else if (!type && pathname === '/dashboard' && !sessionStorage.getItem(arrivalKey(company._id)))
      notice = noticeOnArrival(subscription, company.companyCreator);
  }

  const dismiss = () => {
    if (type === 'stripe_success') return dropType();
    if (company) sessionStorage.setItem(arrivalKey(company._id), '1');
    rerender();
  };

  return { notice, dismiss };
}
