import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { getDeviceFingerprint } from '@/lib/session';

const UserLogout = graphql(`
  mutation UserLogout($fingerprint: String) {
    userLogout(fingerprint: $fingerprint) {
      message
    }
  }
`);

/** Revokes this device's refresh tokens on the server. */
export function useUserLogout() {
  return useMutation({
    mutationFn: async () =>
      (await request(UserLogout, { fingerprint: getDeviceFingerprint() })).userLogout,
  });
}
