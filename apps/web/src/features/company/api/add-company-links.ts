import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { CompanyLinkFields, companyLinkKeys } from './get-company-links';

const AddCompanyLinks = graphql(
  `
    mutation AddCompanyLinks($addCompanyLinksInput: AddCompanyLinksInput!) {
      addCompanyLinks(addCompanyLinksInput: $addCompanyLinksInput) {
        ...CompanyLinkFields
      }
    }
  `,
  [CompanyLinkFields],
);

export type AddCompanyLinkInput = VariablesOf<typeof AddCompanyLinks>['addCompanyLinksInput'];

/** Adds a link after the others; the answer is the new list, so the cache takes it as is. */
export function useAddCompanyLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (addCompanyLinksInput: AddCompanyLinkInput) =>
      (await request(AddCompanyLinks, { addCompanyLinksInput })).addCompanyLinks,
    onSuccess: (links) => queryClient.setQueryData(companyLinkKeys.all, links),
  });
}
