import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { updateLoggedInUser } from './update-logged-in-user';

const VerifyChangeEmailAddress = graphql(`
  mutation VerifyChangeEmailAddress($otpCode: Int!, $currentEmailCode: Int!) {
    verifyChangeEmailAddress(otpCode: $otpCode, currentEmailCode: $currentEmailCode) {
      email
    }
  }
`);

/** Finishes the change with the codes from the new address and from the current one. */
export function useVerifyChangeEmailAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (codes: { otpCode: number; currentEmailCode: number }) =>
      (await request(VerifyChangeEmailAddress, codes)).verifyChangeEmailAddress,
    onSuccess: (user) => updateLoggedInUser(queryClient, user),
  });
}
