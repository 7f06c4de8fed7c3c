import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyPurpose, KeyRing } from '../../../core/keys';

const VERSION = 'v1';

/**
 * Encrypts small secrets at rest with AES-256-GCM under the key ring's key for `purpose`: a fresh
 * 96-bit nonce each time, the tag checked on opening, so a copy of the database alone reveals no
 * authenticator secret. What is sealed names its key's id, so after a rotation it still opens
 * while that key stays in the ring (`v1.<kid>.<nonce>.<tag>.<ciphertext>`).
 */
export function secretBox(keys: KeyRing, purpose: KeyPurpose) {
  return {
    seal(plain: string): string {
      const { kid, key } = keys.currentKey(purpose);
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, kid, ...parts].join('.');
    },
    open(sealed: string): string {
      const [version, kid, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !kid || !iv || !tag || body === undefined) {
        throw new Error('sealed secret in an unknown format');
      }
      const key = keys.purposeKey(purpose, kid);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}
