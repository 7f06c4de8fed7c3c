import { TokenError, createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@quorum/shared';

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
/** Verified tokens are remembered (signature checks are the hot path of every request). */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Short-lived HS256 JWT naming who and which company; roles and plan are read fresh on each
 * request. fast-jwt signs and verifies synchronously with node:crypto, where WebCrypto would
 * queue a job per request.
 */
export class AccessTokens {
  private readonly signer: (payload: Payload) => string;
  private readonly verifier: (token: string) => Payload;

  constructor(secret: string) {
    this.signer = createSigner({
      key: secret,
      algorithm: 'HS256',
      iss: ISSUER,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    this.verifier = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedIss: ISSUER,
      requiredClaims: ['sub', 'sid', 'exp'],
      cache: VERIFIED_TOKEN_CACHE_SIZE,
    });
  }

  sign(claims: AccessClaims): { token: string; expiresAt: Date } {
    const token = this.signer({ sub: claims.userId, sid: claims.sessionId, cid: claims.companyId });
    const expiresAt = new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or why it is not valid. */
  verify(token: string): AccessClaims | 'expired' | 'invalid' {
    try {
      const payload = this.verifier(token);
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
