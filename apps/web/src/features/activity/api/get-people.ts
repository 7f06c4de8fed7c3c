import { useQuery } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { activityKeys } from './activity-keys';

const GetTeamForHistory = graphql(`
  query GetTeamForHistory {
    getTeamMembers(page: 1, limit: 999) {
      items {
        userId
        invitationAccepted
        teamMember {
          firstName
          lastName
        }
      }
    }
  }
`);

/** The team's members, for the person filter (administrators only: others see their own rows). */
export function useHistoryPeople(enabled: boolean) {
  return useQuery({
    queryKey: activityKeys.people(),
    enabled,
    queryFn: async ({ signal }) => {
      const { getTeamMembers } = await request(GetTeamForHistory, {}, { signal });
      return getTeamMembers.items
        .filter((m) => m.invitationAccepted && m.userId)
        .map((m) => ({
          value: m.userId!,
          label: `${m.teamMember.firstName} ${m.teamMember.lastName}`,
        }));
    },
  });
}
