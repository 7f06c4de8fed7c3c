import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { updateLoggedInUser } from './update-logged-in-user';

const VerifyChangeEmailAddress = graphql(`
  mutation VerifyChangeEmailAddress($otpCode: Int!) {
    verifyChangeEmailAddress(otpCode: $otpCode) {
      email
    }
  }
`);

/** Finishes the change with the code from the new address. */
export function useVerifyChangeEmailAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (otpCode: number) =>
      (await request(VerifyChangeEmailAddress, { otpCode })).verifyChangeEmailAddress,
    onSuccess: (user) => updateLoggedInUser(queryClient, user),
  });
}
