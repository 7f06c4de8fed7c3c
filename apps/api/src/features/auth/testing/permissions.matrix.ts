import type { FeatureMatrix } from '../../../testing/matrix';
import { everyone, signedIn, inAnyCompany } from '../../../testing/matrix';
import { addMember, makeUser } from '../../../testing/factories';
import { insertSession } from '../repo';
import { newSessionLimits } from '../sessions';

const junkEmail = () => ({ email: 'not-an-email' });

/** Another person's session is nobody else's to end: it is not found, whoever asks. */
const onlyTheirOwn = { ...everyone('NOT_FOUND'), anonymous: 'UNAUTHENTICATED' } as const;

export const authMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const person = await makeUser(db);
    await addMember(db, company.id, person.id, 'member');
    const session = await insertSession(db, {
      userId: person.id,
      companyId: company.id,
      fingerprint: 'their-laptop',
      deviceLabel: 'Firefox on Windows',
      ip: '203.0.113.9',
      ...newSessionLimits(),
    });
    return { otherPersonSessionId: session.id };
  },
  operations: {
    'Query.mySessions': {
      document: '{ mySessions { id deviceLabel current } }',
      expected: signedIn,
    },
    'Mutation.endSession': {
      document:
        'mutation($id: ID!) { endSession(sessionId: $id, password: "not-their-password") { message } }',
      variables: (w) => ({ id: w.own.otherPersonSessionId }),
      expected: onlyTheirOwn,
      onForeign: (w) => ({ id: w.foreign.otherPersonSessionId }),
    },
    // A wrong password: refused as input once past the sign-in check, ending nothing.
    'Mutation.signOutEverywhere': {
      document: 'mutation { signOutEverywhere(password: "not-their-password") { message } }',
      expected: signedIn,
    },
    'Query.loggedInUserDetail': { document: '{ loggedInUserDetail { _id } }', expected: signedIn },
    'Query.userCompanyList': { document: '{ userCompanyList { _id } }', expected: signedIn },
    'Query.userCompanyListWithCreatorFlag': {
      document: '{ userCompanyListWithCreatorFlag { _id hasCreatedCompany } }',
      expected: signedIn,
    },
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
