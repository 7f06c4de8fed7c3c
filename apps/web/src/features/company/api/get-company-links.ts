import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';

/** What every company-link call answers: the whole list, the locked website link first. */
export const CompanyLinkFields = graphql(`
  fragment CompanyLinkFields on CompanyLink @_unmask {
    _id
    title
    type
    url
    priorityOrder
    locked
  }
`);

export type CompanyLink = ResultOf<typeof CompanyLinkFields>;

const GetCompanyLinks = graphql(
  `
    query GetCompanyLinks {
      getCompanyLinks {
        ...CompanyLinkFields
      }
    }
  `,
  [CompanyLinkFields],
);

/**
 * The links' cache key. Saving the website in company details changes the locked first link, so
 * that save invalidates this key too.
 */
export const companyLinkKeys = { all: ['company-links'] as const };

export const companyLinksQuery = () =>
  queryOptions({
    queryKey: companyLinkKeys.all,
    queryFn: async ({ signal }) => (await request(GetCompanyLinks, {}, { signal })).getCompanyLinks,
  });

export function useCompanyLinks() {
  return useQuery(companyLinksQuery());
}
