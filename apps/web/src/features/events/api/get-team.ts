import { useQuery } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { eventKeys } from './event-keys';

const GetTeamForEvents = graphql(`
  query GetTeamForEvents {
    getTeamMembers(limit: 999) {
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

/** The team members an event may name as attendees (those who have joined). */
export function useEventTeam(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.team(),
    enabled,
    queryFn: async ({ signal }) => {
      const { getTeamMembers } = await request(GetTeamForEvents, {}, { signal });
      return getTeamMembers.items.flatMap((m) =>
        m.invitationAccepted && m.userId
          ? [{ value: m.userId, label: `${m.teamMember.firstName} ${m.teamMember.lastName}` }]
          : [],
      );
    },
  });
}
