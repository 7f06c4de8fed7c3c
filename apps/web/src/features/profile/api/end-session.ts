import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { profileKeys } from './profile-keys';

const EndSession = graphql(`
  mutation EndSession($sessionId: ID!) {
    endSession(sessionId: $sessionId) {
      message
    }
  }
`);

const SignOutEverywhere = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere {
      message
    }
  }
`);

/** Signs out one of the person's other sessions. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: string) => (await request(EndSession, { sessionId })).endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}

/** Signs out every session of the person but this one. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(SignOutEverywhere, {})).signOutEverywhere,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
