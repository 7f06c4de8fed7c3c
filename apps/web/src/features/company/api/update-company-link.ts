import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { CompanyLinkFields, companyLinkKeys } from './get-company-links';

const UpdateCompanyLink = graphql(
  `
    mutation UpdateCompanyLink($updateCompanyLinkInput: UpdateCompanyLinkInput!) {
      updateCompanyLink(updateCompanyLinkInput: $updateCompanyLinkInput) {
        ...CompanyLinkFields
      }
    }
  `,
  [CompanyLinkFields],
);

export type UpdateCompanyLinkInput = VariablesOf<
  typeof UpdateCompanyLink
>['updateCompanyLinkInput'];

/** Changes a link's title and address; it keeps its place. */
export function useUpdateCompanyLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updateCompanyLinkInput: UpdateCompanyLinkInput) =>
      (await request(UpdateCompanyLink, { updateCompanyLinkInput })).updateCompanyLink,
    onSuccess: (links) => queryClient.setQueryData(companyLinkKeys.all, links),
  });
}
