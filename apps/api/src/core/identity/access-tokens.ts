import { TokenError, createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@quorum/shared';
import type { KeyRing } from '../keys';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  companyId: string | null;
}

interface Payload {
  sub: string;
  sid: string;
  cid: string | null;
}

const ISSUER = 'quorum';
/**
 * Who may accept the token: this API alone. Checked, so a token minted for another audience under
 * the same key (a future service, the extension's own) opens nothing here (ASVS 9.2.3).
 */
export const ACCESS_TOKEN_AUDIENCE = 'quorum-api';
/** Verified tokens are remembered (signature checks are the hot path of every request). */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Short-lived HS256 JWT naming who and which company; roles and plan are read fresh on each
 * request. fast-jwt signs and verifies synchronously with node:crypto, where WebCrypto would
 * queue a job per request. Each token names in its header (`kid`) the ring's key that signed it,
 * and is checked against that key alone while it is in the ring: after a rotation, tokens of the
 * previous key keep working until they expire; those of a key removed from the ring do not.
 */
export class AccessTokens {
  private readonly signer: (payload: Payload) => string;
  /** One verifier per key in the ring, by kid. */
  private readonly verifiers: Map<string, (token: string) => Payload>;

  constructor(keys: KeyRing) {
    const { kid, key } = keys.currentKey('access-token');
    this.signer = createSigner({
      key,
      kid,
      algorithm: 'HS256',
      iss: ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    this.verifiers = new Map(
      keys.allKeys('access-token').map((entry) => [
        entry.kid,
        createVerifier({
          key: entry.key,
          algorithms: ['HS256'],
          allowedIss: ISSUER,
          allowedAud: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'sid', 'exp', 'aud'],
          cache: VERIFIED_TOKEN_CACHE_SIZE,
        }),
      ]),
    );
  }

  sign(claims: AccessClaims): { token: string; expiresAt: Date } {
    const token = this.signer({ sub: claims.userId, sid: claims.sessionId, cid: claims.companyId });
    const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or why it is not valid. */
  verify(token: string): AccessClaims | 'expired' | 'invalid' {
    const verifier = this.verifiers.get(kidOf(token) ?? '');
    if (!verifier) return 'invalid';
    try {
      const payload = verifier(token);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
      return {
        userId: payload.sub,
        sessionId: payload.sid,
        companyId: typeof payload.cid === 'string' ? payload.cid : null,
      };
    } catch (error) {
      return error instanceof TokenError && error.code === TokenError.codes.expired
        ? 'expired'
        : 'invalid';
    }
  }
}

/** The kid a token's header names, read before any key is chosen; the signature is checked after. */
function kidOf(token: string): string | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0) return undefined;
  try {
    const header: unknown = JSON.parse(Buffer.from(token.slice(0, dot), 'base64url').toString());
    const kid = (header as { kid?: unknown } | null)?.kid;
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}
