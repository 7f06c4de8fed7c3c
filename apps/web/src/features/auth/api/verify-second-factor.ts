import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { applyLoginResponse, LoginResponseFields } from './login-response';

const VerifySecondFactor = graphql(
  `
    mutation VerifySecondFactor($input: VerifySecondFactorInput!) {
      verifySecondFactor(input: $input) {
        ...LoginResponseFields
      }
    }
  `,
  [LoginResponseFields],
);

const SecondFactorPasskeyOptions = graphql(`
  mutation SecondFactorPasskeyOptions($ticket: String!) {
    secondFactorPasskeyOptions(ticket: $ticket)
  }
`);

export type VerifySecondFactorInput = VariablesOf<typeof VerifySecondFactor>['input'];

/** Finishes a sign-in with an authenticator code, a recovery code or a passkey's answer. */
export function useVerifySecondFactor() {
  return useMutation({
    mutationFn: async (input: VerifySecondFactorInput) =>
      applyLoginResponse(
        (await request(VerifySecondFactor, { input }, { auth: 'public' })).verifySecondFactor,
      ),
  });
}

/** The WebAuthn options for the second step: the person's own passkeys. */
export async function secondFactorPasskeyOptions(ticket: string) {
  return (await request(SecondFactorPasskeyOptions, { ticket }, { auth: 'public' }))
    .secondFactorPasskeyOptions;
}
