import { EXTENSION_PROVIDER_ANSWER, EXTENSION_PROVIDER_REQUEST } from '@quorum/shared';

/** What the framed sign-in page asks for: the provider's sign-in address, and its state. */
export interface ProviderRequest {
  readonly url: string;
  readonly state: string;
}

interface Expected {
  /** Quorum's origin: no other page may send the panel to a sign-in page. */
  readonly quorumOrigin: string;
  /** The sign-in iframe's window: not another frame or tab of the same origin. */
  readonly frame: Window | null;
}

/**
 * The request of our own sign-in frame to run a provider's page, else null. Only https addresses:
 * Google's and Microsoft's sign-in pages are nothing else.
 */
export function acceptProviderRequest(
  event: MessageEvent,
  expected: Expected,
): ProviderRequest | null {
  if (event.origin !== expected.quorumOrigin) return null;
  if (!expected.frame || event.source !== expected.frame) return null;
  const data = event.data as { type?: unknown; url?: unknown; state?: unknown } | null;
  if (!data || data.type !== EXTENSION_PROVIDER_REQUEST) return null;
  if (typeof data.url !== 'string' || typeof data.state !== 'string' || data.state === '')
    return null;
  if (!URL.canParse(data.url) || new URL(data.url).protocol !== 'https:') return null;
  return { url: data.url, state: data.state };
}

/**
 * Opens the provider's page in a window of its own and answers the fragment its redirect carried
 * (the ID token and state), or a cancelled answer in the provider's own words when the person
 * closed the window or it failed: the sign-in page reads both the same way.
 */
export async function runProviderSignIn(
  request: ProviderRequest,
  launchWebAuthFlow: (details: {
    url: string;
    interactive: boolean;
  }) => Promise<string | undefined>,
): Promise<string> {
  const cancelled = `#error=access_denied&state=${encodeURIComponent(request.state)}`;
  try {
    const redirected = await launchWebAuthFlow({ url: request.url, interactive: true });
    const hash = redirected && URL.canParse(redirected) ? new URL(redirected).hash : '';
    return hash || cancelled;
  } catch {
    return cancelled;
  }
}

/** Hands the provider's answer back to our sign-in frame only, by its exact origin. */
export function postProviderAnswer(
  frame: Window,
  quorumOrigin: string,
  request: ProviderRequest,
  hash: string,
) {
  frame.postMessage({ type: EXTENSION_PROVIDER_ANSWER, state: request.state, hash }, quorumOrigin);
}
