import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';

const EndTeamMemberSessions = graphql(`
  mutation EndTeamMemberSessions($userId: ID!) {
    endTeamMemberSessions(userId: $userId) {
      message
    }
  }
`);

/** Signs a member out of this company on every device; they may sign in again. */
export function useEndTeamMemberSessions() {
  return useMutation({
    mutationFn: async (userId: string) =>
      (await request(EndTeamMemberSessions, { userId })).endTeamMemberSessions,
  });
}
