import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { companyLinkKeys } from './get-company-links';

const UpdateCompany = graphql(`
  mutation UpdateCompany($updateCompanyInput: UpdateCompanyInput!) {
    updateCompany(updateCompanyInput: $updateCompanyInput) {
      message
    }
  }
`);

export type UpdateCompanyVariables = VariablesOf<typeof UpdateCompany>['updateCompanyInput'];

/**
 * Saves the company details; the shell's name and this page read them again, and so do the
 * company links, whose locked first link is the company's website.
 */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updateCompanyInput: UpdateCompanyVariables) =>
      (await request(UpdateCompany, { updateCompanyInput })).updateCompany,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.companyDetail() }),
        queryClient.invalidateQueries({ queryKey: companyLinkKeys.all }),
      ]),
  });
}
