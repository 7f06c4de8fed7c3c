import { EXTENSION_CONSENT_MESSAGE } from '@quorum/shared';

/**
 * What the extension asks for when it opens the sign-in page: where the code goes, the PKCE
 * challenge the code will be bound to, its state, and the mailbox it is open in when it could
 * tell. The code goes to the panel that frames the page, by postMessage to its exact origin
 * (Chrome, Edge); or, where the page runs in the extension's sign-in window
 * (identity.launchWebAuthFlow: Firefox, whose extension origin differs per install), to the
 * extension's redirect address, in the fragment.
 */
export interface ExtensionRequest {
  delivery: 'post-message' | 'redirect';
  /** The panel's origin, or the redirect address (the server knows both kinds). */
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
  const origin = query.get('client_origin') ?? '';
  const returnUri = query.get('return_uri') ?? '';
  const codeChallenge = query.get('code_challenge') ?? '';
  const state = query.get('state') ?? '';
  const delivery = ORIGIN.test(origin)
    ? 'post-message'
    : REDIRECT.test(returnUri)
      ? 'redirect'
      : null;
  if (!delivery || !CHALLENGE.test(codeChallenge) || !STATE.test(state)) return null;
  const redirectUri = query.get('redirect_uri') ?? '';
  return {
    delivery,
    clientOrigin: delivery === 'post-message' ? origin : returnUri,
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

/**
 * Hands the one-time code to the extension the way it asked: posted to the framing panel, or, in
 * its sign-in window, by going to its redirect address with the code in the fragment (which
 * never reaches a server) — the window then closes and the extension reads it.
 */
export function deliverConsent(
  request: ExtensionRequest,
  code: string,
  go: (url: string) => void = (url) => window.location.replace(url),
) {
  if (request.delivery === 'post-message') return postConsent(request, code);
  const fragment = new URLSearchParams({ code, state: request.state });
  go(`${request.clientOrigin}#${fragment.toString()}`);
}
