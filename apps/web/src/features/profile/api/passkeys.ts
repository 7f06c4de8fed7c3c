import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPasskey } from '@/features/auth';
import { graphql, request } from '@/lib/graphql';
import { profileKeys } from './profile-keys';

const PasskeyRegistrationOptions = graphql(`
  mutation PasskeyRegistrationOptions($currentPassword: String!) {
    passkeyRegistrationOptions(currentPassword: $currentPassword) {
      ticket
      options
    }
  }
`);

const RegisterPasskey = graphql(`
  mutation RegisterPasskey($ticket: String!, $response: String!, $name: String!) {
    registerPasskey(ticket: $ticket, response: $response, name: $name) {
      id
      name
    }
  }
`);

const RenamePasskey = graphql(`
  mutation RenamePasskey($id: ID!, $name: String!) {
    renamePasskey(id: $id, name: $name) {
      id
      name
    }
  }
`);

const RemovePasskey = graphql(`
  mutation RemovePasskey($id: ID!, $currentPassword: String!) {
    removePasskey(id: $id, currentPassword: $currentPassword) {
      message
    }
  }
`);

function usePasskeyMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.secondFactor }),
  });
}

/** Asks the browser for a new passkey (PIN, fingerprint or face) and registers it by name. */
export const useAddPasskey = () =>
  usePasskeyMutation(
    async ({ name, currentPassword }: { name: string; currentPassword: string }) => {
      const { ticket, options } = (await request(PasskeyRegistrationOptions, { currentPassword }))
        .passkeyRegistrationOptions;
      const response = await createPasskey(options);
      return (await request(RegisterPasskey, { ticket, response, name })).registerPasskey;
    },
  );

export const useRenamePasskey = () =>
  usePasskeyMutation(
    async (input: { id: string; name: string }) =>
      (await request(RenamePasskey, input)).renamePasskey,
  );

export const useRemovePasskey = () =>
  usePasskeyMutation(
    async (input: { id: string; currentPassword: string }) =>
      (await request(RemovePasskey, input)).removePasskey,
  );
