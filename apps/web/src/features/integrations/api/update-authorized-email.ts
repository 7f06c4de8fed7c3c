import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { extensionKeys } from './extension-keys';

const UpdateAuthorizedEmail = graphql(`
  mutation UpdateAuthorizedEmail($email: String!, $otpCode: Int!) {
    updateAuthorizedEmail(email: $email, otpCode: $otpCode) {
      id
      email
      status
    }
  }
`);

/** The code mailed to a pending mailbox, entered: the mailbox becomes active. */
export function useUpdateAuthorizedEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { email: string; otpCode: number }) =>
      (await request(UpdateAuthorizedEmail, input)).updateAuthorizedEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: extensionKeys.mailboxes() }),
  });
}
