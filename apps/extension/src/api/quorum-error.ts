/**
 * Why a call to Quorum failed, as the panel acts on it: `SIGNED_OUT` shows the sign-in page,
 * `FORBIDDEN` shows the server's own words, `UNAVAILABLE` offers a retry.
 */
export type QuorumErrorCode = 'SIGNED_OUT' | 'FORBIDDEN' | 'UNAVAILABLE';

export class QuorumError extends Error {
  constructor(
    readonly code: QuorumErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'QuorumError';
  }
}
