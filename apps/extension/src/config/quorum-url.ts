/** Where Quorum runs when the build names no other (`WXT_QUORUM_URL`): the local server. */
export const DEFAULT_QUORUM_URL = 'http://localhost:3000';

/** The Quorum base URL without a trailing slash, so paths join with one `/`. */
export function normaliseQuorumUrl(raw: string | undefined): string {
  const url = new URL(raw && raw.trim() !== '' ? raw : DEFAULT_QUORUM_URL);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The host permission that lets the panel call Quorum: its origin, every path. */
export function quorumHostPermission(baseUrl: string): string {
  return `${new URL(baseUrl).origin}/*`;
}
