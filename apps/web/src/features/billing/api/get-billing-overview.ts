import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { billingKeys } from './billing-keys';

const BillingOverview = graphql(`
  query BillingOverview {
    billingOverview {
      driver
      canManageBilling
      plan
      status
      tier
      amountUnits
      gstUnits
      currency
      periodEnd
      renewable
      hold
      graceEndsAt
      trialEndsAt
      daysLeft
      portalAvailable
      invoices {
        number
        amountUnits
        gstUnits
        status
        periodStart
        periodEnd
        createdAt
      }
    }
  }
`);

export type BillingOverview = ResultOf<typeof BillingOverview>['billingOverview'];

export const billingOverviewQuery = () =>
  queryOptions({
    queryKey: billingKeys.overview(),
    queryFn: async ({ signal }) => (await request(BillingOverview, {}, { signal })).billingOverview,
  });

/** Where the company stands with billing: tier, amount, period end, days left, the driver. */
export function useBillingOverview() {
  return useQuery(billingOverviewQuery());
}
