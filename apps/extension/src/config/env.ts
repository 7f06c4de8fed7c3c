import { normaliseQuorumUrl } from './quorum-url';

/** The Quorum server this build talks to, fixed at build time from `WXT_QUORUM_URL`. */
export const QUORUM_URL = normaliseQuorumUrl(import.meta.env.WXT_QUORUM_URL);

/**
 * Firefox gives each install its own extension origin, which no server can list in advance: there
 * the sign-in runs in identity.launchWebAuthFlow's window and ends at the extension's redirect
 * address (fixed by its add-on id) instead of being framed in the panel.
 */
export const SIGN_IN_IN_WINDOW = import.meta.env.BROWSER === 'firefox';
