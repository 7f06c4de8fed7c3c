import { useMutation } from '@tanstack/react-query';
import { ApiError, graphql, request } from '@/lib/graphql';
import { getDeviceFingerprint } from '@/lib/session';
import type { ProviderAnswer } from '../provider-sign-in/provider-answer';
import { applyLoginResponse, LoginResponseFields, type SignInOutcome } from './login-response';

const LoginWithGoogle = graphql(
  `
    mutation LoginWithGoogle(
      $idToken: String!
      $fingerprint: String!
      $disableUserCreation: Boolean!
      $acceptedTAndC: Boolean
      $acceptedEmailCommunication: Boolean
    ) {
      loginWithGoogle(
        googleToken: $idToken
        fingerprint: $fingerprint
        disableUserCreation: $disableUserCreation
        acceptedTAndC: $acceptedTAndC
        acceptedEmailCommunication: $acceptedEmailCommunication
      ) {
        ...LoginResponseFields
      }
    }
  `,
  [LoginResponseFields],
);

const LoginWithMicrosoft = graphql(
  `
    mutation LoginWithMicrosoft(
      $idToken: String!
      $fingerprint: String!
      $disableUserCreation: Boolean!
      $acceptedTAndC: Boolean
      $acceptedEmailCommunication: Boolean
    ) {
      loginWithMicrosoft(
        microsoftToken: $idToken
        fingerprint: $fingerprint
        disableUserCreation: $disableUserCreation
        acceptedTAndC: $acceptedTAndC
        acceptedEmailCommunication: $acceptedEmailCommunication
      ) {
        ...LoginResponseFields
      }
    }
  `,
  [LoginResponseFields],
);

/**
 * Finishes a Google or Microsoft sign-in with the ID token the provider sent back; the answer is
 * a password sign-in's (LoginResponse). An answer the callback refused goes no further than here.
 * Only a sign-in started on the registration page, with its terms accepted, may make an account;
 * from the sign-in page none is made (disableUserCreation).
 */
export async function providerLogin(answer: ProviderAnswer): Promise<SignInOutcome> {
  if ('refusal' in answer) throw new ApiError('BAD_USER_INPUT', answer.refusal);
  const variables = {
    idToken: answer.idToken,
    fingerprint: getDeviceFingerprint(),
    disableUserCreation: !answer.registration,
    acceptedTAndC: answer.registration?.acceptedTAndC,
    acceptedEmailCommunication: answer.registration?.acceptedEmailCommunication,
  };
  const response =
    answer.provider === 'google'
      ? (await request(LoginWithGoogle, variables, { auth: 'public' })).loginWithGoogle
      : (await request(LoginWithMicrosoft, variables, { auth: 'public' })).loginWithMicrosoft;
  return applyLoginResponse(response);
}

export function useProviderLogin() {
  return useMutation({ mutationFn: providerLogin });
}
