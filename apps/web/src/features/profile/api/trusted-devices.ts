import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import { profileKeys } from './profile-keys';

const TrustedDevices = graphql(`
  query TrustedDevices {
    trustedDevices {
      id
      label
      lastUsedAt
      expiresAt
    }
  }
`);

export type TrustedDevice = ResultOf<typeof TrustedDevices>['trustedDevices'][number];

const ForgetTrustedDevice = graphql(`
  mutation ForgetTrustedDevice($id: ID!) {
    forgetTrustedDevice(id: $id) {
      message
    }
  }
`);

const ForgetAllTrustedDevices = graphql(`
  mutation ForgetAllTrustedDevices {
    forgetAllTrustedDevices {
      message
    }
  }
`);

/** The devices that skip the code (or second factor) at sign-in, last used first. */
export function useTrustedDevices() {
  return useQuery({
    queryKey: profileKeys.trustedDevices,
    queryFn: async () => (await request(TrustedDevices, {})).trustedDevices,
  });
}

export function useForgetTrustedDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await request(ForgetTrustedDevice, { id })).forgetTrustedDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.trustedDevices }),
  });
}

export function useForgetAllTrustedDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request(ForgetAllTrustedDevices, {})).forgetAllTrustedDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.trustedDevices }),
  });
}
