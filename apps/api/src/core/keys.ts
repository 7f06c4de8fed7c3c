import { createHash, hkdfSync } from 'node:crypto';

/**
 * What each derived key is for. A key derived for one purpose is never used for another, and none
 * is a configured secret itself.
 */
export type KeyPurpose =
  | 'access-token'
  /** The email extension's access tokens: another key, so neither kind can pass for the other. */
  | 'extension-token'
  | 'code-hash'
  | 'file-link'
  | 'refresh-token'
  | 'totp-secret'
  | 'recovery-code'
  | 'privacy-request'
  /** Keyed hashes naming an investor without keeping who: an announcement's viewer, a poll's voter. */
  | 'audience-key';

/** One configured secret and its key id. */
export interface AuthKey {
  kid: string;
  secret: string;
}

/** The shortest secret the ring accepts: 256 bits, as HS256 and HKDF-SHA256 want. */
export const MIN_SECRET_BYTES = 32;

const KID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Reads `AUTH_KEYS` ("kid1:secret1,kid2:secret2", the first one current). Answers the keys, or
 * the problems that make the value unusable, each named.
 */
export function parseAuthKeys(text: string): AuthKey[] | { problems: string[] } {
  const problems: string[] = [];
  const keys: AuthKey[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const colon = entry.indexOf(':');
    const kid = colon > 0 ? entry.slice(0, colon) : '';
    const secret = colon > 0 ? entry.slice(colon + 1) : '';
    if (!KID_PATTERN.test(kid)) {
      problems.push(
        `each key is kid:secret, the kid 1–32 letters, digits, _ or - (got '${kid || entry.slice(0, 8)}…')`,
      );
    } else if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
      problems.push(`key '${kid}': its secret must be at least ${MIN_SECRET_BYTES} bytes`);
    } else if (keys.some((key) => key.kid === kid)) {
      problems.push(`key '${kid}': the kid appears twice`);
    } else {
      keys.push({ kid, secret });
    }
  }
  if (keys.length === 0 && problems.length === 0) problems.push('names no key');
  return problems.length > 0 ? { problems } : keys;
}

/**
 * A lone `JWT_SECRET` is a ring of one. Its kid is derived from the secret, so it stays the same
 * across restarts and processes, and a later `AUTH_KEYS` can list it as the previous key to rotate
 * without signing everyone out. (32 bits of a hash of a 256-bit secret reveal nothing usable.)
 */
export function keyFromSecret(secret: string): AuthKey {
  const digest = createHash('sha256').update(`quorum-kid:${secret}`).digest('hex');
  return { kid: `s${digest.slice(0, 8)}`, secret };
}

/**
 * HKDF-SHA256 (RFC 5869) from one secret to the key of one purpose, 256 bits. The salt and info
 * are fixed: the same secret gives the same key on every process and after every restart.
 */
function derive(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'quorum-key-derivation', `quorum:${purpose}`, 32));
}

/**
 * The server's keys. The first is current: everything new is signed, keyed or sealed with it.
 * The others are previous keys, still accepted for what was made under them, so a rotation
 * overlaps instead of signing everyone out; a key removed from the ring is accepted nowhere.
 */
export class KeyRing {
  private readonly keys: AuthKey[];
  private readonly derived = new Map<string, Buffer>();

  constructor(keys: AuthKey[]) {
    if (keys.length === 0) throw new Error('a key ring needs at least one key');
    this.keys = keys;
  }

  /** The kids in the ring, the current one first. */
  get kids(): string[] {
    return this.keys.map((key) => key.kid);
  }

  /** The current key for a purpose, with its kid to record beside what it signs or seals. */
  currentKey(purpose: KeyPurpose): { kid: string; key: Buffer } {
    const kid = this.keys[0]!.kid;
    return { kid, key: this.keyById(purpose, kid)! };
  }

  /** The key of a purpose under the named kid, or undefined once that kid has left the ring. */
  keyById(purpose: KeyPurpose, kid: string): Buffer | undefined {
    const entry = this.keys.find((key) => key.kid === kid);
    if (!entry) return undefined;
    const id = `${purpose}\u0000${kid}`;
    let key = this.derived.get(id);
    if (!key) {
      key = derive(entry.secret, purpose);
      this.derived.set(id, key);
    }
    return key;
  }

  /** The key of a purpose: the named kid's, or the current one. Throws for a kid not in the ring. */
  purposeKey(purpose: KeyPurpose, kid?: string): Buffer {
    if (kid === undefined) return this.currentKey(purpose).key;
    const key = this.keyById(purpose, kid);
    if (!key) throw new Error(`key '${kid}' is not in the ring`);
    return key;
  }

  /**
   * Every key of a purpose, the current first: for what carries no kid (a stored code hash) and
   * is checked against each key still in the ring.
   */
  allKeys(purpose: KeyPurpose): { kid: string; key: Buffer }[] {
    return this.keys.map(({ kid }) => ({ kid, key: this.keyById(purpose, kid)! }));
  }
}
