import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';

const ChangeEmailAddress = graphql(`
  mutation ChangeEmailAddress($newEmail: String!) {
    changeEmailAddress(newEmail: $newEmail) {
      message
      otpExpiresAt
    }
  }
`);

/** Asks for a code at the new address; nothing changes until it is entered. */
export function useChangeEmailAddress() {
  return useMutation({
    mutationFn: async (newEmail: string) =>
      (await request(ChangeEmailAddress, { newEmail })).changeEmailAddress,
  });
}
