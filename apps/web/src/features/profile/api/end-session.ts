import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { profileKeys } from './profile-keys';

const EndSession = graphql(`
  mutation EndSession($sessionId: ID!, $password: String!) {
    endSession(sessionId: $sessionId, password: $password) {
      message
    }
  }
`);

const SignOutEverywhere = graphql(`
  mutation SignOutEverywhere($password: String!) {
    signOutEverywhere(password: $password) {
      message
    }
  }
`);

/** Signs out one of the person's other sessions, given their password again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { sessionId: string; password: string }) =>
      (await request(EndSession, input)).endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}

/** Signs out every session of the person but this one, given their password again. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) =>
      (await request(SignOutEverywhere, { password })).signOutEverywhere,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
