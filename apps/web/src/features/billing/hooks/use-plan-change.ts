import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { accountKeys } from '@/lib/account';
import { useMemberFlags } from '@/lib/permissions/use-permissions';
import { billingKeys } from '../api/billing-keys';
import { leaveFor } from '../api/leave-for';
import { useSubscribe, type PlanFlag, type SubscribeInput } from '../api/subscribe';
import { INVITE_TEAM_PATH } from '../components/plan-notices';

/** Where a change that needed no payment lands (spec §4), with the notice it opens there. */
export const AFTER_CHANGE_PATH: Record<PlanFlag, string> = {
  add: `${INVITE_TEAM_PATH}?type=stripe_success`,
  update: '/dashboard?type=stripe_success',
};

/** The member and company read again, so the next page (and its notice) sees the new plan. */
export async function refetchPlan(queryClient: QueryClient) {
  await Promise.all([
    queryClient.refetchQueries({ queryKey: accountKeys.loggedInUser(), exact: true }),
    queryClient.refetchQueries({ queryKey: accountKeys.companyDetail(), exact: true }),
    queryClient.invalidateQueries({ queryKey: billingKeys.overview() }),
  ]);
}

/**
 * Submits a plan choice (POST /stripe/subscribe/v2) as spec §4 says: a url in the answer is the
 * checkout to go to; none means the change is done, so the member and company are read again and
 * the page moves on with type=stripe_success. Only the company creator may change the plan:
 * anyone else gets non_permit_upgrade instead, and nothing is sent.
 */
export function usePlanChange(flag: PlanFlag) {
  const { isCompanyCreator } = useMemberFlags();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const subscribe = useSubscribe();
  const [nonPermitOpened, setNonPermitOpened] = useState(false);

  /** Runs `then` for the company creator; anyone else sees non_permit_upgrade instead. */
  const ifPermitted = (then: () => void) => {
    if (isCompanyCreator) then();
    else setNonPermitOpened(true);
  };

  const submit = (choice: Omit<SubscribeInput, 'flag'>) =>
    ifPermitted(() =>
      subscribe.mutate(
        { ...choice, flag },
        {
          onSuccess: async ({ url }) => {
            if (url) return leaveFor(url);
            await refetchPlan(queryClient);
            await navigate(AFTER_CHANGE_PATH[flag]);
          },
        },
      ),
    );

  return {
    submit,
    ifPermitted,
    /** The choice on its way, until the page is left: its button shows it is working. */
    pending: subscribe.isPending || subscribe.isSuccess ? subscribe.variables : undefined,
    error: subscribe.error,
    nonPermit: { opened: nonPermitOpened, close: () => setNonPermitOpened(false) },
  };
}
