import { messages } from '@quorum/shared';
import { ApiError, graphql, readFragment, type FragmentOf, type ResultOf } from '@/lib/graphql';
import { storeSignIn } from '@/lib/session';

/** What userLogin, verifyEmailOtp, selectCompanyForLogin and registerCompany all answer. */
export const LoginResponseFields = graphql(`
  fragment LoginResponseFields on LoginResponse {
    secondFactorData {
      ticket
      expiresAt
      methods
    }
    otpData {
      message
      otpExpiresAt
      email
    }
    userData {
      companyId
      inCompany
      isInviteTeamSkipped
      token {
        accessToken
        accessTokenExpiresIn
      }
      user {
        _id
        email
        firstName
        lastName
      }
    }
  }
`);

export type OtpData = NonNullable<ResultOf<typeof LoginResponseFields>['otpData']>;

export type SecondFactorData = NonNullable<
  ResultOf<typeof LoginResponseFields>['secondFactorData']
>;

export type SignInOutcome =
  | { kind: 'code'; otpData: OtpData }
  | { kind: 'second-factor'; step: SecondFactorData }
  | { kind: 'signed-in' };

/**
 * A complete answer starts the session (the pages then follow it: dashboard, company chooser or
 * company registration); an answer with otpData means a code is on its way by email, and one with
 * secondFactorData that the person's authenticator app or passkey is asked for next.
 */
export function applyLoginResponse(masked: FragmentOf<typeof LoginResponseFields>): SignInOutcome {
  const response = readFragment(LoginResponseFields, masked);
  if (response.userData) {
    storeSignIn(response.userData);
    return { kind: 'signed-in' };
  }
  if (response.secondFactorData) return { kind: 'second-factor', step: response.secondFactorData };
  if (response.otpData) return { kind: 'code', otpData: response.otpData };
  throw new ApiError('INTERNAL_SERVER_ERROR', messages.generic.server);
}
