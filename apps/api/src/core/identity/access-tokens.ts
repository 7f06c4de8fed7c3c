import { TokenError, createSigner, createVerifier } from 'fast-jwt';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  EXTENSION_LIMITS,
  EXTENSION_TOKEN_AUDIENCE,
} from '@quorum/shared';
import type { KeyPurpose, KeyRing } from '../keys';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  companyId: string | null;
  /** Set on the email extension's tokens: the caller may run the extension's operations only. */
  extension?: true;
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

/** Which tokens an instance signs and accepts: the web app's, or the email extension's. */
export interface TokenKind {
  purpose: Extract<KeyPurpose, 'access-token' | 'extension-token'>;
  audience: string;
  ttlSeconds: number;
}

export const WEB_TOKENS: TokenKind = {
  purpose: 'access-token',
  audience: ACCESS_TOKEN_AUDIENCE,
  ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
};

export const EXTENSION_TOKENS: TokenKind = {
  purpose: 'extension-token',
  audience: EXTENSION_TOKEN_AUDIENCE,
  ttlSeconds: EXTENSION_LIMITS.accessTokenTtlSeconds,
};

/**
 * Verified tokens are remembered until they expire (a signature check and the header's JSON were
 * the largest part of an authenticated request's own cost). Only valid tokens enter, so no caller
 * can fill the cache without holding tokens this API signed.
 */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

interface Verified {
  claims: AccessClaims;
  /** The token's `exp`, in milliseconds. */
  expiresAtMs: number;
}

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
  private readonly verifiers: Map<string, (token: string) => Payload & { exp: number }>;
  /** Valid tokens by their text, oldest first: a full cache forgets its oldest entry. */
  private readonly verified = new Map<string, Verified>();

  constructor(
    keys: KeyRing,
    private readonly kind: TokenKind = WEB_TOKENS,
  ) {
    const { kid, key } = keys.currentKey(kind.purpose);
    this.signer = createSigner({
      key,
      kid,
      algorithm: 'HS256',
      iss: ISSUER,
      aud: kind.audience,
      expiresIn: kind.ttlSeconds * 1000,
    });
    this.verifiers = new Map(
      keys.allKeys(kind.purpose).map((entry) => [
        entry.kid,
        createVerifier({
          key: entry.key,
          algorithms: ['HS256'],
          allowedIss: ISSUER,
          allowedAud: kind.audience,
          requiredClaims: ['sub', 'sid', 'exp', 'aud'],
        }),
      ]),
    );
  }

  sign(claims: AccessClaims): { token: string; expiresAt: Date } {
    const token = this.signer({ sub: claims.userId, sid: claims.sessionId, cid: claims.companyId });
    const expiresAt = new Date(Date.now() + this.kind.ttlSeconds * 1000);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or why it is not valid. */
  verify(token: string): AccessClaims | 'expired' | 'invalid' {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
      return 'expired';
    }
    const result = this.check(token);
    if (typeof result === 'string') return result;
    if (this.verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      this.verified.delete(this.verified.keys().next().value as string);
    }
    this.verified.set(token, result);
    return result.claims;
  }

  /** The signature, issuer, audience and lifetime, checked by the key the token's header names. */
  private check(token: string): Verified | 'expired' | 'invalid' {
    const verifier = this.verifiers.get(kidOf(token) ?? '');
    if (!verifier) return 'invalid';
    try {
      const payload = verifier(token);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
      const claims: AccessClaims = {
        userId: payload.sub,
        sessionId: payload.sid,
        companyId: typeof payload.cid === 'string' ? payload.cid : null,
      };
      if (this.kind.purpose === 'extension-token') claims.extension = true;
      return { claims, expiresAtMs: payload.exp * 1000 };
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
