import { browser } from 'wxt/browser';

/** The verifier and state of a sign-in under way, kept in storage.session until the code comes. */
export interface PendingSignIn {
  readonly verifier: string;
  readonly state: string;
}

const PENDING_KEY = 'quorumPendingSignIn';

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomBase64Url(byteCount: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** PKCE (RFC 7636, S256): the challenge the sign-in page keeps until the verifier comes back. */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** A new sign-in: 32 random bytes make a 43-character verifier, 16 a 128-bit state. */
export async function startSignIn(): Promise<PendingSignIn> {
  const pending = { verifier: randomBase64Url(32), state: randomBase64Url(16) };
  await browser.storage.session.set({ [PENDING_KEY]: pending });
  return pending;
}

export async function readPendingSignIn(): Promise<PendingSignIn | null> {
  const stored = await browser.storage.session.get(PENDING_KEY);
  return (stored[PENDING_KEY] as PendingSignIn | undefined) ?? null;
}

/** A verifier is used once: forgotten as soon as its code is exchanged (or refused). */
export async function forgetPendingSignIn(): Promise<void> {
  await browser.storage.session.remove(PENDING_KEY);
}

export function signInUrl(
  baseUrl: string,
  params: {
    /** Chrome and Edge: the panel's origin, which frames the page and takes the code by message. */
    clientOrigin: string | null;
    /** Firefox: the sign-in window's end (identity.getRedirectURL()), given the code in its fragment. */
    returnUri?: string | null;
    challenge: string;
    state: string;
    mailbox: string | null;
    /** Where Google and Microsoft send a sign-in back to the extension (identity.getRedirectURL()). */
    redirectUri: string | null;
  },
): string {
  const query = [
    params.returnUri
      ? `return_uri=${encodeURIComponent(params.returnUri)}`
      : `client_origin=${encodeURIComponent(params.clientOrigin ?? '')}`,
    `code_challenge=${params.challenge}`,
    `state=${params.state}`,
    ...(params.redirectUri ? [`redirect_uri=${encodeURIComponent(params.redirectUri)}`] : []),
    ...(params.mailbox ? [`mailbox=${encodeURIComponent(params.mailbox)}`] : []),
  ];
  return `${baseUrl}/sign-in-extension?${query.join('&')}`;
}
