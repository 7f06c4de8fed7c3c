import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { CompanyLinkFields, companyLinkKeys } from './get-company-links';

const DeleteCompanyLink = graphql(
  `
    mutation DeleteCompanyLink($linkId: ID!) {
      deleteCompanyLink(linkId: $linkId) {
        ...CompanyLinkFields
      }
    }
  `,
  [CompanyLinkFields],
);

export function useDeleteCompanyLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) =>
      (await request(DeleteCompanyLink, { linkId })).deleteCompanyLink,
    onSuccess: (links) => queryClient.setQueryData(companyLinkKeys.all, links),
  });
}
