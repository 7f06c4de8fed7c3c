import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import type { ResultOf } from '@/lib/graphql';
import { profileKeys } from './profile-keys';

const SecondFactorStatus = graphql(`
  query SecondFactorStatus {
    secondFactorStatus {
      totpEnabled
      recoveryCodesLeft
      requiredForAdmins
      mustSetUp
      passkeys {
        id
        name
        createdAt
        lastUsedAt
      }
    }
  }
`);

export type SecondFactorStatus = ResultOf<typeof SecondFactorStatus>['secondFactorStatus'];
export type Passkey = SecondFactorStatus['passkeys'][number];

const StartTotpSetup = graphql(`
  mutation StartTotpSetup {
    startTotpSetup {
      secret
      uri
    }
  }
`);

const ConfirmTotpSetup = graphql(`
  mutation ConfirmTotpSetup($code: String!, $currentPassword: String!) {
    confirmTotpSetup(code: $code, currentPassword: $currentPassword) {
      message
      recoveryCodes
    }
  }
`);

const DisableTotp = graphql(`
  mutation DisableTotp($currentPassword: String!) {
    disableTotp(currentPassword: $currentPassword) {
      message
    }
  }
`);

const RegenerateRecoveryCodes = graphql(`
  mutation RegenerateRecoveryCodes($currentPassword: String!) {
    regenerateRecoveryCodes(currentPassword: $currentPassword) {
      message
      recoveryCodes
    }
  }
`);

/** The person's authenticator app, recovery codes left, passkeys, and whether one is required. */
export function useSecondFactorStatus() {
  return useQuery({
    queryKey: profileKeys.secondFactor,
    queryFn: async () => (await request(SecondFactorStatus, {})).secondFactorStatus,
  });
}

function useStatusMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.secondFactor }),
  });
}

/** A new secret for the app, shown as a QR code and as text; nothing changes until confirmed. */
export function useStartTotpSetup() {
  return useMutation({
    mutationFn: async () => (await request(StartTotpSetup, {})).startTotpSetup,
  });
}

export const useConfirmTotpSetup = () =>
  useStatusMutation(
    async (input: { code: string; currentPassword: string }) =>
      (await request(ConfirmTotpSetup, input)).confirmTotpSetup,
  );

export const useDisableTotp = () =>
  useStatusMutation(
    async (currentPassword: string) =>
      (await request(DisableTotp, { currentPassword })).disableTotp,
  );

export const useRegenerateRecoveryCodes = () =>
  useStatusMutation(
    async (currentPassword: string) =>
      (await request(RegenerateRecoveryCodes, { currentPassword })).regenerateRecoveryCodes,
  );
