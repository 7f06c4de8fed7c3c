import type { FeatureMatrix } from '../../../testing/matrix';
import { everyone, signedIn, inAnyCompany } from '../../../testing/matrix';

const junkEmail = () => ({ email: 'not-an-email' });

export const authMatrix: FeatureMatrix = {
  operations: {
    'Query.loggedInUserDetail': { document: '{ loggedInUserDetail { _id } }', expected: signedIn },
    'Query.userCompanyList': { document: '{ userCompanyList { _id } }', expected: signedIn },
    'Mutation.verifyNonUser': {
      document: 'mutation($email: String!) { verifyNonUser(email: $email) { isUser } }',
      variables: junkEmail,
      expected: everyone('ok'),
    },
    'Mutation.registerUser': {
      document:
        'mutation($i: RegisterUserInput!) { registerUser(registerUserInput: $i) { message } }',
      variables: () => ({
        i: { firstName: '', lastName: '', email: 'x', password: 'x', acceptedTAndC: false },
      }),
      expected: everyone('ok'),
    },
    'Mutation.userLogin': {
      document:
        'mutation($i: LoginUserInput!) { userLogin(loginUserInput: $i) { otpData { message } } }',
      variables: () => ({ i: { email: 'x', password: 'x', fingerprint: 'f' } }),
      expected: everyone('ok'),
    },
    'Mutation.verifyEmailOtp': {
      document:
        'mutation($i: VerifyEmailOtpInput!) { verifyEmailOtp(verifyEmailOtpInput: $i) { otpData { message } } }',
      variables: () => ({ i: { email: 'x', otpCode: 1, fingerprint: 'f' } }),
      expected: everyone('ok'),
    },
    'Mutation.sendEmailOtp': {
      document: 'mutation($email: String!) { sendEmailOtp(email: $email) { message } }',
      variables: junkEmail,
      expected: everyone('ok'),
    },
    // The refresh token decides, not the caller: an unknown one is refused for everybody.
    'Mutation.generateNewAccessToken': {
      document: 'mutation { generateNewAccessToken(refreshtoken: "unknown") { accessToken } }',
      expected: everyone('UNAUTHENTICATED'),
    },
    'Mutation.selectCompanyForLogin': {
      document:
        'mutation($id: ID!) { selectCompanyForLogin(companyId: $id, fingerprint: "f") { userData { companyId } } }',
      variables: (w) => ({ id: w.ownCompanyId }),
      usesOwnSession: true,
      expected: { ...inAnyCompany, foreign: 'FORBIDDEN' },
    },
    'Mutation.userLogout': {
      document: 'mutation { userLogout { message } }',
      usesOwnSession: true,
      expected: signedIn,
    },
    'Mutation.userForgotPassword': {
      document: 'mutation($email: String!) { userForgotPassword(email: $email) { message } }',
      variables: junkEmail,
      expected: everyone('ok'),
    },
    'Mutation.changePassword': {
      // A wrong current password: refused as input once past the sign-in check, changing nothing.
      document:
        'mutation { changePassword(currentPassword: "not-their-password", newPassword: "Sturdy-pass-456") { message } }',
      expected: signedIn,
    },
    'Mutation.userResetPassword': {
      document:
        'mutation { userResetPassword(userResetPasswordInput: { token: "unknown", password: "x" }) { message } }',
      expected: everyone('ok'),
    },
  },
};
