import { Secret, TOTP } from 'otpauth';
import type { FastifyInstance } from 'fastify';
import { trustedDeviceCookieName } from '@quorum/shared';
import { lastCodeFor } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';

export const DEVICE_COOKIE = trustedDeviceCookieName(false);

export interface Answer<T> {
  data: T | null;
  error: { code?: string; message: string } | undefined;
  /** The trusted-device cookie this answer set, if it set one. */
  deviceCookie: string | undefined;
}

/** One GraphQL call as the web app makes it, with its cookie and token, reading Set-Cookie. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  options: { accessToken?: string; deviceCookie?: string } = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
    },
    cookies: options.deviceCookie ? { [DEVICE_COOKIE]: options.deviceCookie } : {},
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json() as {
    data?: T | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const first = body.errors?.[0];
  // Over https the cookie is __Secure-quorum_device: either name is the device's token.
  const set = response.cookies.find((c) => c.name.endsWith(DEVICE_COOKIE));
  return {
    data: body.data ?? null,
    error: first ? { code: first.extensions?.code, message: first.message } : undefined,
    deviceCookie: set?.value || undefined,
  };
}

export const LOGIN_2 = `mutation($input: LoginUserInput!) { userLogin(loginUserInput: $input) {
  otpData { message } secondFactorData { ticket methods } userData { companyId token { accessToken } } } }`;
export const VERIFY_2 = `mutation($input: VerifyEmailOtpInput!) { verifyEmailOtp(verifyEmailOtpInput: $input) {
  secondFactorData { ticket } userData { token { accessToken } } } }`;
export const SECOND_FACTOR = `mutation($input: VerifySecondFactorInput!) { verifySecondFactor(input: $input) {
  userData { token { accessToken } } } }`;

export interface LoginAnswer {
  userLogin: {
    otpData: { message: string } | null;
    secondFactorData: { ticket: string; methods: string[] } | null;
    userData: { companyId: string | null; token: { accessToken: string } } | null;
  };
}

/** The password step, from a browser holding `deviceCookie` (or none). */
export const passwordStep = (
  t: TestApp,
  user: { email: string; password: string },
  deviceCookie?: string,
) =>
  call<LoginAnswer>(
    t.app,
    LOGIN_2,
    { input: { email: user.email, password: user.password, fingerprint: 'any-client-id' } },
    { deviceCookie },
  );

/** Signs in with the emailed code; answers the session's token and the device cookie it got. */
export async function signInWithEmailCode(t: TestApp, user: { email: string; password: string }) {
  const login = await passwordStep(t, user);
  if (!login.data?.userLogin.otpData) throw new Error('expected the emailed code to be asked for');
  const otpCode = await lastCodeFor(t.database.db, user.email);
  const verified = await call<{
    verifyEmailOtp: { userData: { token: { accessToken: string } } };
  }>(t.app, VERIFY_2, { input: { email: user.email, otpCode, fingerprint: 'any-client-id' } });
  if (verified.error) throw new Error(verified.error.message);
  return {
    accessToken: verified.data!.verifyEmailOtp.userData.token.accessToken,
    deviceCookie: verified.deviceCookie!,
  };
}

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/** The authenticator app's code, `steps` time steps from now (−1 the last, +1 the next). */
export const appCode = (secret: string, steps = 0) =>
  totpOf(secret).generate({ timestamp: Date.now() + steps * 30_000 });

/** Turns on the authenticator app for a signed-in person; answers its secret and recovery codes. */
export async function enableTotp(t: TestApp, accessToken: string, currentPassword: string) {
  const setup = await call<{ startTotpSetup: { secret: string } }>(
    t.app,
    'mutation { startTotpSetup { secret uri } }',
    {},
    { accessToken },
  );
  const secret = setup.data!.startTotpSetup.secret;
  const confirmed = await call<{ confirmTotpSetup: { recoveryCodes: string[] } }>(
    t.app,
    `mutation($code: String!, $p: String) {
      confirmTotpSetup(code: $code, currentPassword: $p) { message recoveryCodes }
    }`,
    { code: appCode(secret, -1), p: currentPassword },
    { accessToken },
  );
  if (confirmed.error) throw new Error(confirmed.error.message);
  return { secret, recoveryCodes: confirmed.data!.confirmTotpSetup.recoveryCodes };
}
