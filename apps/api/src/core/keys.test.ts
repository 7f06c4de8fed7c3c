import { describe, expect, it } from 'vitest';
import { KeyRing, keyFromSecret, parseAuthKeys } from './keys';
import type { KeyPurpose } from './keys';

const FIRST = 'a'.repeat(32);
const SECOND = 'b'.repeat(40);

describe('the key ring', () => {
  it('derives a different key for each purpose, none of them the secret itself', () => {
    const ring = new KeyRing([{ kid: 'one', secret: FIRST }]);
    const purposes: KeyPurpose[] = [
      'access-token',
      'extension-token',
      'code-hash',
      'file-link',
      'refresh-token',
      'totp-secret',
      'recovery-code',
      'privacy-request',
      'audience-key',
    ];
    const keys = purposes.map((purpose) => ring.purposeKey(purpose).toString('hex'));
    expect(new Set(keys).size).toBe(purposes.length);
    expect(keys).not.toContain(Buffer.from(FIRST).toString('hex'));
    for (const key of keys) expect(key).toHaveLength(64); // 256 bits
  });

  it('derives different keys from different secrets for the same purpose', () => {
    const ring = new KeyRing([
      { kid: 'new', secret: SECOND },
      { kid: 'old', secret: FIRST },
    ]);
    expect(
      ring.purposeKey('access-token', 'new').equals(ring.purposeKey('access-token', 'old')),
    ).toBe(false);
  });

  it('makes the first key current and keeps the others by id until they leave the ring', () => {
    const ring = new KeyRing([
      { kid: 'new', secret: SECOND },
      { kid: 'old', secret: FIRST },
    ]);
    expect(ring.currentKey('file-link').kid).toBe('new');
    expect(ring.keyById('file-link', 'old')).toEqual(
      new KeyRing([{ kid: 'old', secret: FIRST }]).currentKey('file-link').key,
    );
    expect(ring.keyById('file-link', 'gone')).toBeUndefined();
    expect(() => ring.purposeKey('file-link', 'gone')).toThrow(/not in the ring/);
    expect(ring.allKeys('code-hash').map((key) => key.kid)).toEqual(['new', 'old']);
  });

  it('gives a lone JWT_SECRET a key id that is the same on every start and differs by secret', () => {
    expect(keyFromSecret(FIRST)).toEqual(keyFromSecret(FIRST));
    expect(keyFromSecret(FIRST).kid).toMatch(/^s[0-9a-f]{8}$/);
    expect(keyFromSecret(FIRST).kid).not.toBe(keyFromSecret(SECOND).kid);
  });
});

describe('AUTH_KEYS', () => {
  it('reads kid:secret pairs in order, the first one current', () => {
    expect(parseAuthKeys(`2025b:${SECOND}, 2025a:${FIRST}`)).toEqual([
      { kid: '2025b', secret: SECOND },
      { kid: '2025a', secret: FIRST },
    ]);
  });

  it('keeps a colon inside a secret', () => {
    expect(parseAuthKeys(`k:${FIRST}:more`)).toEqual([{ kid: 'k', secret: `${FIRST}:more` }]);
  });

  it('refuses a secret shorter than 32 bytes, a repeated kid, a missing kid and an empty ring', () => {
    expect(parseAuthKeys(`k:${'x'.repeat(31)}`)).toEqual({
      problems: ["key 'k': its secret must be at least 32 bytes"],
    });
    expect(parseAuthKeys(`k:${FIRST},k:${SECOND}`)).toEqual({
      problems: ["key 'k': the kid appears twice"],
    });
    expect(parseAuthKeys(FIRST)).toMatchObject({ problems: [expect.stringMatching(/kid:secret/)] });
    expect(parseAuthKeys(' , ')).toEqual({ problems: ['names no key'] });
  });
});
