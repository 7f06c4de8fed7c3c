import { EXTENSION_CONSENT_MESSAGE } from '@quorum/shared';

/** The message type the consent page posts to the panel, with the one-time code. */
export const CONSENT_MESSAGE_TYPE = EXTENSION_CONSENT_MESSAGE;

interface Expected {
  /** Quorum's origin: no other page may hand the panel a code. */
  readonly quorumOrigin: string;
  /** The sign-in iframe's window: not another frame or tab of the same origin. */
  readonly frame: Window | null;
  /** The state this panel sent: a code meant for another sign-in is refused. */
  readonly state: string;
}

/** The one-time code if the message is the consent from our own sign-in frame, else null. */
export function acceptConsent(event: MessageEvent, expected: Expected): string | null {
  if (event.origin !== expected.quorumOrigin) return null;
  if (!expected.frame || event.source !== expected.frame) return null;
  const data = event.data as { type?: unknown; code?: unknown; state?: unknown } | null;
  if (!data || data.type !== CONSENT_MESSAGE_TYPE) return null;
  if (typeof data.state !== 'string' || data.state !== expected.state) return null;
  if (typeof data.code !== 'string' || data.code === '') return null;
  return data.code;
}

/**
 * The one-time code in the address the sign-in window ended at (Firefox): its fragment's `code`,
 * when its `state` is the one this sign-in sent; else null (cancelled, or not ours).
 */
export function codeFromRedirect(redirected: string | undefined, state: string): string | null {
  if (!redirected || !URL.canParse(redirected)) return null;
  const fragment = new URLSearchParams(new URL(redirected).hash.replace(/^#/, ''));
  if (fragment.get('state') !== state) return null;
  return fragment.get('code') || null;
}
