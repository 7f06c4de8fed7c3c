import { useQuery } from '@tanstack/react-query';
import { graphql, readFragment, request } from '@/lib/graphql';
import { teamKeys } from './team-keys';
import { TeamMemberFields } from './team-member-fields';

const GetTeamMember = graphql(
  `
    query GetTeamMember($userId: ID, $invitationId: ID) {
      getTeamMember(userId: $userId, invitationId: $invitationId) {
        ...TeamMemberFields
      }
    }
  `,
  [TeamMemberFields],
);

/** One member (by user id) or one waiting invitation (by its id). */
export function useTeamMember(id: { userId?: string | null; invitationId?: string | null }) {
  return useQuery({
    queryKey: teamKeys.member(id),
    queryFn: async ({ signal }) =>
      readFragment(
        TeamMemberFields,
        (
          await request(
            GetTeamMember,
            { userId: id.userId ?? null, invitationId: id.invitationId ?? null },
            { signal },
          )
        ).getTeamMember,
      ),
    enabled: Boolean(id.userId || id.invitationId),
  });
}
