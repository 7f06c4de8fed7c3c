import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { dashboardKeys } from './dashboard-keys';

const UpdateInviteInvestorChecklist = graphql(`
  mutation UpdateInviteInvestorChecklist {
    updateInviteInvestorChecklist {
      inviteInvestors
      showOnboardingChecklist
    }
  }
`);

/** "I have invited my investors": the checklist's one step done outside Quorum. */
export function useUpdateInviteInvestorChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await request(UpdateInviteInvestorChecklist, {})).updateInviteInvestorChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
