import { useMutation } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { applyLoginResponse, LoginResponseFields } from './login-response';
import { signWithPasskey } from './passkey-ceremony';

const PasskeySignInOptions = graphql(`
  mutation PasskeySignInOptions {
    passkeySignInOptions {
      ticket
      options
    }
  }
`);

const PasskeySignIn = graphql(
  `
    mutation PasskeySignIn($ticket: String!, $response: String!) {
      passkeySignIn(ticket: $ticket, response: $response) {
        ...LoginResponseFields
      }
    }
  `,
  [LoginResponseFields],
);

/**
 * "Sign in with a passkey": the browser offers the person's passkeys for this site, the one they
 * choose signs the server's challenge, and the session starts without a password.
 */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: async () => {
      const { ticket, options } = (await request(PasskeySignInOptions, {}, { auth: 'public' }))
        .passkeySignInOptions;
      const response = await signWithPasskey(options);
      return applyLoginResponse(
        (await request(PasskeySignIn, { ticket, response }, { auth: 'public' })).passkeySignIn,
      );
    },
  });
}
