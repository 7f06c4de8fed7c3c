import { useMutation } from '@tanstack/react-query';
import { graphql, request, type VariablesOf } from '@/lib/graphql';
import { applyLoginResponse, LoginResponseFields } from './login-response';

const VerifyEmailOtp = graphql(
  `
    mutation VerifyEmailOtp($verifyEmailOtpInput: VerifyEmailOtpInput!) {
      verifyEmailOtp(verifyEmailOtpInput: $verifyEmailOtpInput) {
        ...LoginResponseFields
      }
    }
  `,
  [LoginResponseFields],
);

export type VerifyEmailOtpInput = VariablesOf<typeof VerifyEmailOtp>['verifyEmailOtpInput'];

/** Finishes a sign-in or a registration with the emailed 4-digit code. */
export function useVerifyEmailOtp() {
  return useMutation({
    mutationFn: async (verifyEmailOtpInput: VerifyEmailOtpInput) =>
      applyLoginResponse(
        (await request(VerifyEmailOtp, { verifyEmailOtpInput }, { auth: 'public' })).verifyEmailOtp,
      ),
  });
}
