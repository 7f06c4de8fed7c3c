import { createSigner } from 'fast-jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@quorum/shared';
import { KeyRing } from '../keys';
import { ACCESS_TOKEN_AUDIENCE, AccessTokens } from './access-tokens';

const ring = new KeyRing([{ kid: 'k1', secret: 'a-secret-of-at-least-thirty-two-bytes!!' }]);
const claims = { userId: 'user-1', sessionId: 'session-1', companyId: 'company-1' };

/** A token signed with this API's own access-token key, but with other claims. */
const forged = (extra: Record<string, unknown>) => {
  const { kid, key } = ring.currentKey('access-token');
  return createSigner({ key, kid, algorithm: 'HS256', iss: 'quorum', expiresIn: 60_000, ...extra })(
    { sub: claims.userId, sid: claims.sessionId, cid: claims.companyId },
  );
};

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('name this API as their audience, quorum-api, and are accepted by it', () => {
    const tokens = new AccessTokens(ring);
    const { token } = tokens.sign(claims);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.aud).toBe('quorum-api');
    expect(ACCESS_TOKEN_AUDIENCE).toBe('quorum-api');
    expect(tokens.verify(token)).toEqual(claims);
  });

  it('refuse a token of the same key made for another audience, or for none', () => {
    const tokens = new AccessTokens(ring);
    expect(tokens.verify(forged({ aud: 'quorum-extension' }))).toBe('invalid');
    expect(tokens.verify(forged({}))).toBe('invalid');
  });

  it('are refused as expired once their lifetime ends, though this API accepted them before', () => {
    vi.useFakeTimers();
    const tokens = new AccessTokens(ring);
    const { token } = tokens.sign(claims);
    expect(tokens.verify(token)).toEqual(claims);
    vi.advanceTimersByTime(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(tokens.verify(token)).toEqual(claims);
    vi.advanceTimersByTime(2000);
    expect(tokens.verify(token)).toBe('expired');
    expect(tokens.verify(token)).toBe('expired');
  });

  it('refuse a token whose signature was altered, even after its genuine text was accepted', () => {
    const tokens = new AccessTokens(ring);
    const { token } = tokens.sign(claims);
    expect(tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.verify(altered)).toBe('invalid');
  });
});
