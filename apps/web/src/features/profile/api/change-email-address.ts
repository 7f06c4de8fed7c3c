import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';

const ChangeEmailAddress = graphql(`
  mutation ChangeEmailAddress($newEmail: String!, $password: String!) {
    changeEmailAddress(newEmail: $newEmail, password: $password) {
      message
      otpExpiresAt
    }
  }
`);

export interface EmailChangeRequest {
  newEmail: string;
  /** The current password: the change needs it, not only a signed-in session. */
  password: string;
}

/** Asks for a code at the new address; nothing changes until it is entered. */
export function useChangeEmailAddress() {
  return useMutation({
    mutationFn: async (change: EmailChangeRequest) =>
      (await request(ChangeEmailAddress, change)).changeEmailAddress,
  });
}
