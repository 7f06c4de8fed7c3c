import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { extensionKeys } from './extension-keys';
import type { ConnectedMailbox } from './get-authorized-users';

const DisconnectEmail = graphql(`
  mutation DisconnectEmail($email: String!) {
    disconnectEmail(email: $email) {
      message
    }
  }
`);

/**
 * Disconnects a mailbox; every extension session in it ends on the server at once. The row leaves
 * the table straight away, and the list is read again behind it.
 */
export function useDisconnectEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      (await request(DisconnectEmail, { email })).disconnectEmail.message,
    onSuccess: (_message, email) => {
      queryClient.setQueryData<ConnectedMailbox[]>(extensionKeys.mailboxes(), (rows) =>
        rows?.filter((row) => row.email !== email),
      );
      void queryClient.invalidateQueries({ queryKey: extensionKeys.mailboxes() });
    },
  });
}
