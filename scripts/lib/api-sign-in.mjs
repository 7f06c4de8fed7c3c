// Signs in through the GraphQL API as a script would: password first, then the emailed code for a
// device (fingerprint) the server has not seen.
import { randomUUID } from 'node:crypto';
import { codeFrom, waitForMail } from './mailbox.mjs';

export const DEMO = { email: 'demo@quorum.dev', password: 'Quorum-demo-2026' };

export async function graphql(baseUrl, query, variables, accessToken) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) {
    throw new Error(`POST /graphql answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

const LOGIN = `mutation Login($input: LoginUserInput!) {
  userLogin(loginUserInput: $input) {
    otpData { otpExpiresAt }
    userData { token { accessToken } }
  }
}`;

const VERIFY = `mutation Verify($input: VerifyEmailOtpInput!) {
  verifyEmailOtp(verifyEmailOtpInput: $input) {
    userData { companyId token { accessToken refreshToken } }
  }
}`;

/** @returns {Promise<string>} an access token */
export async function signInByApi(baseUrl, { email, password } = DEMO) {
  const fingerprint = `script-${randomUUID()}`;
  const since = new Date();
  const { userLogin } = await graphql(baseUrl, LOGIN, {
    input: { email, password, fingerprint },
  });
  if (userLogin.userData?.token) return userLogin.userData.token.accessToken;

  const mail = await waitForMail(baseUrl, email, { since });
  const { verifyEmailOtp } = await graphql(baseUrl, VERIFY, {
    input: { email, fingerprint, otpCode: Number(codeFrom(mail)) },
  });
  return verifyEmailOtp.userData.token.accessToken;
}
