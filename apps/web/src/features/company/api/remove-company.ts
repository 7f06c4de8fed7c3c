import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';

const RemoveCompany = graphql(`
  mutation RemoveCompany($removeCompanyInput: RemoveCompanyInput!) {
    removeCompany(removeCompanyInput: $removeCompanyInput) {
      message
    }
  }
`);

/**
 * Deletes the company for good. No query is invalidated: the session leaves the company next
 * (see use-remove-company), and leaving resets the whole cache.
 */
export function useRemoveCompany() {
  return useMutation({
    mutationFn: async ({ companyId, password }: { companyId: string; password: string }) =>
      (await request(RemoveCompany, { removeCompanyInput: { id: companyId, password } }))
        .removeCompany,
  });
}
