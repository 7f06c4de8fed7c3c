import {
  PROVIDER_SIGN_IN_CALLBACK_PATH,
  PROVIDER_SIGN_IN_TTL_SECONDS,
  SIGN_IN_PROVIDER_NAMES,
  messages,
} from '@quorum/shared';
import type { SignInProvider } from '@quorum/shared';
import type { Deps, RequestMeta } from '../../../deps';
import { badInput } from '../../../core/errors';
import { randomToken } from '../../../lib/secrets';
import { afterFirstFactor } from '../sign-in';
import type { LoginResponse } from '../sessions';
import { trustedDeviceOf } from '../trusted-devices';
import { liveChallenge, openChallenge } from '../second-factor/challenges';
import { deleteChallenge } from '../second-factor/repo';
import { checkIdToken } from './id-token';
import { personOf } from './person';

/** Which providers this install offers: the sign-in page shows a button for each. */
export const providersOn = (deps: Deps) => ({
  google: deps.config.signInProviders.google !== null,
  microsoft: deps.config.signInProviders.microsoft !== null,
});

function settingsOf(deps: Deps, provider: SignInProvider) {
  const settings = deps.config.signInProviders[provider];
  if (!settings)
    throw badInput(messages.providerSignIn.notConfigured(SIGN_IN_PROVIDER_NAMES[provider]));
  return settings;
}

/**
 * Starts a sign-in at the provider (OpenID Connect's implicit flow, `response_type=id_token`): a
 * nonce of 256 random bits, kept hashed for ten minutes and set in this browser's HttpOnly cookie
 * (`setNonce`), and the address to send the browser to. The provider sends it back to the web
 * app's callback route with the ID token and `state` in the fragment, which never reaches a server;
 * or, for the email extension, to its own redirect address (identity.launchWebAuthFlow).
 */
export async function startProviderSignIn(
  deps: Deps,
  meta: RequestMeta,
  provider: SignInProvider,
  setNonce: (nonce: string) => void,
  extensionRedirectUri?: string | null,
) {
  const settings = settingsOf(deps, provider);
  // The email extension runs the provider's page in a window of its own (a provider refuses to be
  // framed), which ends at the extension's redirect address: only a known extension's.
  if (extensionRedirectUri && !deps.config.extensionRedirectUris.includes(extensionRedirectUri))
    throw badInput(messages.extension.unknownExtension);
  await deps.rateLimits.consume('signInPerAddress', meta.ip);
  const { ticket: nonce, expiresAt } = await openChallenge(deps.db, {
    userId: null,
    purpose: `${provider}-sign-in`,
    ttlSeconds: PROVIDER_SIGN_IN_TTL_SECONDS,
  });
  setNonce(nonce);
  // The web app keeps the state in the tab and drops a callback that does not carry it back.
  const state = randomToken();
  const url = new URL(settings.authorizationUrl);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: extensionRedirectUri || `${deps.config.appUrl}${PROVIDER_SIGN_IN_CALLBACK_PATH}`,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid email profile',
    nonce,
    state,
    prompt: 'select_account',
  }).toString();
  return { authorizationUrl: url.toString(), state, expiresAt };
}

export interface ProviderSignInInput {
  idToken: string;
  /** The nonce cookie this browser presented: the one started sign-in it may finish. */
  nonce: string | undefined;
  /** The sign-in page passes true; registration false, so it may make a new account. */
  disableUserCreation: boolean;
  /** Registration's answers: a new account needs the terms accepted. */
  acceptedTAndC?: boolean | null;
  acceptedEmailCommunication?: boolean | null;
}

/**
 * Finishes a Google or Microsoft sign-in: the nonce is spent first (one try per started sign-in,
 * whatever follows), the ID token verified, the person found or linked or made, and from there
 * the sign-in goes on exactly as after a password (afterFirstFactor): the emailed code on a new
 * device, the second factor for whoever has one.
 */
export async function providerSignIn(
  deps: Deps,
  meta: RequestMeta,
  provider: SignInProvider,
  input: ProviderSignInInput,
): Promise<LoginResponse> {
  settingsOf(deps, provider);
  await deps.rateLimits.consume('signInPerAddress', meta.ip);
  const name = SIGN_IN_PROVIDER_NAMES[provider];
  const refuse = (reason: string, message: string, userId: string | null = null) => {
    deps.security.record({
      event: 'provider.sign-in',
      outcome: 'failure',
      userId,
      ip: meta.ip,
      reason: `${provider}: ${reason}`,
    });
    return badInput(message);
  };

  if (!(await spendNonce(deps, provider, input.nonce)))
    throw refuse('expired', messages.providerSignIn.expired);
  const check = await checkIdToken(
    deps.config.signInProviders,
    provider,
    input.idToken,
    input.nonce!,
  );
  if (!check.ok) {
    const message =
      check.reason === 'nonce'
        ? messages.providerSignIn.expired
        : check.reason === 'unverified-email'
          ? messages.providerSignIn.emailNotVerified(name)
          : messages.providerSignIn.tokenRefused(name);
    throw refuse(`${check.reason} (${check.detail})`, message);
  }

  const found = await deps.db.transaction(async (tx) => {
    const creation = input.disableUserCreation
      ? null
      : {
          acceptedTAndC: input.acceptedTAndC === true,
          acceptedEmailCommunication: input.acceptedEmailCommunication === true,
        };
    const person = await personOf(tx, provider, check.identity, creation);
    // A refusal rolls back whatever the lookup wrote.
    if ('refusal' in person) throw refuse(person.reason, person.refusal);
    return person;
  });
  deps.security.record({
    event: 'provider.sign-in',
    outcome: 'success',
    userId: found.user.id,
    ip: meta.ip,
    reason: `${provider}: ${found.how}`,
  });
  const knownDevice = await trustedDeviceOf(deps.db, found.user.id, meta);
  return afterFirstFactor(deps, meta, found.user, knownDevice, `${provider}+trusted-device`);
}

/** The started sign-in this browser's nonce names, spent now so it cannot be used twice. */
async function spendNonce(deps: Deps, provider: SignInProvider, nonce: string | undefined) {
  const challenge = await liveChallenge(deps.db, nonce, `${provider}-sign-in`).catch(
    () => undefined,
  );
  return challenge ? deleteChallenge(deps.db, challenge.id) : false;
}
