import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '@/lib/graphql';
import { accountKeys } from './account-keys';

const LoggedInUserDetail = graphql(`
  query LoggedInUserDetail {
    loggedInUserDetail {
      _id
      email
      firstName
      lastName
      userName
      jobTitle
      mobileNum
      profileImage
      profileImageUrl
      receiveNotification
      companyCreator
      teamMemberRole
      plan
      subscriptionStatus
      isInviteTeamSkipped
      isFirstTimeLogin
      welcomedAt
      hasViewedIntegrationModal
      hasClickedIntegrationButton
      hasViewedQuickResponseInfo
    }
  }
`);

export type LoggedInUser = ResultOf<typeof LoggedInUserDetail>['loggedInUserDetail'];

export const loggedInUserQuery = () =>
  queryOptions({
    queryKey: accountKeys.loggedInUser(),
    queryFn: async ({ signal }) =>
      (await request(LoggedInUserDetail, {}, { signal })).loggedInUserDetail,
  });

/** The signed-in member (dashboard bootstrap, spec doc 2 §7 "Queries"). */
export function useLoggedInUser() {
  return useQuery(loggedInUserQuery());
}
