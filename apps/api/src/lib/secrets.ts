import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token for links and refresh tokens: 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens with 256 bits of entropy need no salt; a plain SHA-256 is what we store. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Four digits are guessable offline from a plain hash, so codes are keyed with the server secret:
 * a copy of the database alone does not reveal them.
 */
export const keyedHash = (secret: string | Buffer, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

export function randomDigits(count: number): string {
  return String(randomInt(0, 10 ** count)).padStart(count, '0');
}

/** Compares a presented secret with the expected one in constant time, whatever their lengths. */
export function sameSecret(given: string, stored: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(stored));
}
