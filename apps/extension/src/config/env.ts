import { normaliseQuorumUrl } from './quorum-url';

/** The Quorum server this build talks to, fixed at build time from `WXT_QUORUM_URL`. */
export const QUORUM_URL = normaliseQuorumUrl(import.meta.env.WXT_QUORUM_URL);
