import { EXTENSION_CONSENT_MESSAGE } from '@quorum/shared';

/**
 * What the extension's panel asks for when it frames the sign-in page: where to post the code
 * (its exact origin), the PKCE challenge the code will be bound to, its state, and the mailbox it
 * is open in when it could tell.
 */
export interface ExtensionRequest {
  clientOrigin: string;
  codeChallenge: string;
  state: string;
  mailbox: string | null;
  /**
   * Where Google and Microsoft send a sign-in back to the extension (its identity.getRedirectURL());
   * null when the panel cannot run their pages, which then offers no provider buttons.
   */
  redirectUri: string | null;
}

const ORIGIN = /^(chrome-extension|moz-extension):\/\/[a-z0-9-]{1,64}$/;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const STATE = /^[A-Za-z0-9_-]{16,128}$/;
const REDIRECT = /^https:\/\/[a-z0-9.-]{1,253}\/$/;

/** The request in the page's query, or null when it is not one an extension could have made. */
export function extensionRequestOf(search: string): ExtensionRequest | null {
  const query = new URLSearchParams(search);
  const clientOrigin = query.get('client_origin') ?? '';
  const codeChallenge = query.get('code_challenge') ?? '';
  const state = query.get('state') ?? '';
  if (!ORIGIN.test(clientOrigin) || !CHALLENGE.test(codeChallenge) || !STATE.test(state))
    return null;
  const redirectUri = query.get('redirect_uri') ?? '';
  return {
    clientOrigin,
    codeChallenge,
    state,
    mailbox: query.get('mailbox')?.trim() || null,
    redirectUri: REDIRECT.test(redirectUri) ? redirectUri : null,
  };
}

/** The extension's pages, which keep the request's query from step to step. */
export const EXTENSION_PAGES = /^\/(sign-in-extension|redirect-sign-in-extension|user-consent\/)/;

/**
 * Hands the one-time code to the panel framing this page: to its exact origin, never '*', so no
 * other page that frames this one can read it (the server also refuses an origin it does not know).
 */
export function postConsent(
  request: ExtensionRequest,
  code: string,
  target: Window = window.parent,
) {
  target.postMessage(
    { type: EXTENSION_CONSENT_MESSAGE, code, state: request.state },
    request.clientOrigin,
  );
}
