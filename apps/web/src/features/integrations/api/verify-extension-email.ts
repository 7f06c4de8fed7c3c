import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { extensionKeys } from './extension-keys';

const VerifyExtensionEmail = graphql(`
  mutation VerifyExtensionEmail($email: String!, $isResendOtp: Boolean) {
    verifyExtensionEmail(email: $email, isResendOtp: $isResendOtp) {
      message
    }
  }
`);

/**
 * "Connect an email": the mailbox is listed as pending and a code is mailed to it; with
 * `isResendOtp`, a pending mailbox gets a new code. Answers the server's words for the page.
 */
export function useVerifyExtensionEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; isResendOtp?: boolean }) =>
      (await request(VerifyExtensionEmail, input)).verifyExtensionEmail.message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extensionKeys.mailboxes() }),
  });
}
