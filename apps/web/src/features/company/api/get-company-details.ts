import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account';
import { graphql, request, type ResultOf } from '@/lib/graphql';

const GetCompanyDetails = graphql(`
  query GetCompanyDetails {
    getCompanyDetail {
      _id
      legalBusinessName
      optionalBusinessName
      abn
      asxCode
      email
      phoneNumber
      websiteUrl
      about
      addressLineOne
      addressLineTwo
      suburb
      state
      postCode
      location {
        coordinates
      }
      companyLogo
      companyLogoUrl
      companyCreator
    }
  }
`);

export type CompanyDetails = ResultOf<typeof GetCompanyDetails>['getCompanyDetail'];

/**
 * Under the shell's company detail key, so invalidating `accountKeys.companyDetail()` after a save
 * refreshes both the shell's summary and this page.
 */
export const companyDetailsKey = () => [...accountKeys.companyDetail(), 'details'] as const;

export const companyDetailsQuery = () =>
  queryOptions({
    queryKey: companyDetailsKey(),
    queryFn: async ({ signal }) =>
      (await request(GetCompanyDetails, {}, { signal })).getCompanyDetail,
  });

/** Every detail of the company the session is signed in to (spec §2 "Company details"). */
export function useCompanyDetails() {
  return useQuery(companyDetailsQuery());
}
