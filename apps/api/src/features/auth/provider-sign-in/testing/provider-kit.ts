import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import type { JWTPayload } from 'jose';
import type { SignInProvider } from '@quorum/shared';
import { DEVICE_COOKIE } from '../../testing/second-factor-kit';

export const NONCE_COOKIE = 'quorum_sign_in_nonce';

/** A provider's signing key and its key set, served on a loopback port as the provider's would be. */
export async function localKeySet() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/keys`,
    /** An ID token signed with the provider's key: claims as given, five minutes unless told. */
    sign: (claims: JWTPayload, expiresAt: number | string = '5m') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export interface Answer<T> {
  data: T | null;
  error: { code?: string; message: string } | undefined;
  cookies: Record<string, string>;
}

/** One GraphQL call as the web app makes it, with the browser's cookies, reading Set-Cookie. */
export async function browserCall<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown>,
  cookies: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    cookies,
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json() as {
    data?: T | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const first = body.errors?.[0];
  return {
    data: body.data ?? null,
    error: first ? { code: first.extensions?.code, message: first.message } : undefined,
    cookies: Object.fromEntries(response.cookies.map((c) => [c.name, c.value])),
  };
}

const START = `mutation($provider: SignInProvider!) {
  startProviderSignIn(provider: $provider) { authorizationUrl state } }`;

/** Starts a sign-in: the address the browser is sent to, and the nonce cookie it now holds. */
export async function startSignIn(app: FastifyInstance, provider: SignInProvider) {
  const answer = await browserCall<{
    startProviderSignIn: { authorizationUrl: string; state: string };
  }>(app, START, { provider: provider.toUpperCase() });
  if (!answer.data) throw new Error(answer.error?.message ?? 'no start');
  const url = new URL(answer.data.startProviderSignIn.authorizationUrl);
  // Over https the cookie is __Secure-quorum_sign_in_nonce.
  const name = Object.keys(answer.cookies).find((c) => c.endsWith(NONCE_COOKIE))!;
  const cookie = { name, value: answer.cookies[name]! };
  return { url, nonce: url.searchParams.get('nonce')!, cookie };
}

export interface LoginAnswer {
  otpData: { message: string; email: string | null } | null;
  secondFactorData: { ticket: string } | null;
  userData: { token: { accessToken: string } } | null;
}

/** Finishes the sign-in with an ID token, as the callback page does, with the browser's cookies. */
export async function finishSignIn(
  app: FastifyInstance,
  provider: SignInProvider,
  idToken: string,
  options: {
    nonceCookie?: { name: string; value: string };
    deviceCookie?: string;
    disableUserCreation?: boolean;
    /** Registration's terms box; ticked unless told, where the flow may make an account. */
    acceptedTAndC?: boolean;
  } = {},
) {
  const field = provider === 'google' ? 'loginWithGoogle' : 'loginWithMicrosoft';
  const tokenArg = provider === 'google' ? 'googleToken' : 'microsoftToken';
  const cookies: Record<string, string> = {};
  if (options.nonceCookie) cookies[options.nonceCookie.name] = options.nonceCookie.value;
  if (options.deviceCookie) cookies[DEVICE_COOKIE] = options.deviceCookie;
  const answer = await browserCall<Record<string, LoginAnswer>>(
    app,
    `mutation($token: String!, $create: Boolean, $terms: Boolean) { ${field}(${tokenArg}: $token, fingerprint: "f", disableUserCreation: $create, acceptedTAndC: $terms) {
      otpData { message email } secondFactorData { ticket } userData { token { accessToken } } } }`,
    {
      token: idToken,
      create: options.disableUserCreation ?? true,
      terms: options.acceptedTAndC ?? options.disableUserCreation === false,
    },
    cookies,
  );
  return { ...answer, login: answer.data?.[field] ?? null };
}
