import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '@/lib/account';
import { graphql, request, type ResultOf } from '@/lib/graphql';

const UserCompanyList = graphql(`
  query UserCompanyList {
    userCompanyList {
      _id
      legalBusinessName
      companyLogo
      companyLogoUrl
      isLocked
    }
  }
`);

export type CompanyListItem = ResultOf<typeof UserCompanyList>['userCompanyList'][number];

/** The companies the signed-in person belongs to: the chooser and the profile menu's switcher. */
export function useUserCompanyList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: accountKeys.companyList(),
    queryFn: async ({ signal }) => (await request(UserCompanyList, {}, { signal })).userCompanyList,
    enabled,
  });
}
