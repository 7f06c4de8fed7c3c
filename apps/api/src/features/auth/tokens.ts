import { SignJWT, errors, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@quorum/shared';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  companyId: string | null;
}

const ISSUER = 'quorum';

/** Short-lived JWT naming who and which company; roles and plan are read fresh on each request. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
    const token = await new SignJWT({ sid: claims.sessionId, cid: claims.companyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or why it is not valid. */
  async verify(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
      const companyId = typeof payload.cid === 'string' ? payload.cid : null;
      return { userId: payload.sub, sessionId: payload.sid, companyId };
    } catch (error) {
      return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
