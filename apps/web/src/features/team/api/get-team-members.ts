import { PAGE_SIZES } from '@quorum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql, readFragment, request } from '@/lib/graphql';
import { teamKeys } from './team-keys';
import { TeamMemberFields } from './team-member-fields';

const GetTeamMembers = graphql(
  `
    query GetTeamMembers($page: Int, $limit: Int) {
      getTeamMembers(page: $page, limit: $limit) {
        items {
          ...TeamMemberFields
        }
        meta {
          currentPage
          totalItems
          totalPages
        }
      }
    }
  `,
  [TeamMemberFields],
);

/** One page of My team (12 per page, spec §9): members first, then waiting invitations. */
export function useTeamMembers(page: number) {
  return useQuery({
    queryKey: teamKeys.list(page),
    queryFn: async ({ signal }) => {
      const { getTeamMembers } = await request(
        GetTeamMembers,
        { page, limit: PAGE_SIZES.myTeam },
        { signal },
      );
      return {
        items: getTeamMembers.items.map((item) => readFragment(TeamMemberFields, item)),
        meta: getTeamMembers.meta,
      };
    },
    placeholderData: keepPreviousData,
  });
}
