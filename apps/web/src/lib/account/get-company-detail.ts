import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { accountKeys } from './account-keys';

const GetCompanyDetail = graphql(`
  query GetCompanyDetail {
    getCompanyDetail {
      _id
      legalBusinessName
      optionalBusinessName
      asxCode
      companyLogo
      companyLogoUrl
      companyCreator
      validated
      isLocked
      permissions {
        teamMemberRole
        hasAdministrativeControl
        canManageQuestion
        canInviteTeamMembers
        canCreateEvent
        pages {
          page
          hasViewPermission
          hasEditPermission
        }
      }
      subscription {
        id
        plan
        status
        hold
        renewable
        startDate
        endDate
        graceEndsAt
        driver
      }
    }
  }
`);

export type CompanyDetail = ResultOf<typeof GetCompanyDetail>['getCompanyDetail'];

export const companyDetailQuery = () =>
  queryOptions({
    queryKey: accountKeys.companyDetail(),
    queryFn: async ({ signal }) =>
      (await request(GetCompanyDetail, {}, { signal })).getCompanyDetail,
  });

/** The company the session is signed in to (dashboard bootstrap). */
export function useCompanyDetail() {
  return useQuery(companyDetailQuery());
}
