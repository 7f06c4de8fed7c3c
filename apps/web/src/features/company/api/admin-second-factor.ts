import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';

const AdminRequirement = graphql(`
  query AdminSecondFactorRequirement {
    secondFactorStatus {
      requiredForAdmins
    }
  }
`);

const SetAdminRequirement = graphql(`
  mutation SetAdminSecondFactorRequirement($required: Boolean!) {
    setAdminSecondFactorRequirement(required: $required) {
      requiredForAdmins
      message
    }
  }
`);

const adminRequirementKey = ['company', 'admin-second-factor'] as const;

/** Whether the company requires its admins to use two-step sign-in. */
export function useAdminSecondFactorRequirement() {
  return useQuery({
    queryKey: adminRequirementKey,
    queryFn: async () => (await request(AdminRequirement, {})).secondFactorStatus.requiredForAdmins,
  });
}

export function useSetAdminSecondFactorRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (required: boolean) =>
      (await request(SetAdminRequirement, { required })).setAdminSecondFactorRequirement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminRequirementKey }),
  });
}
