import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts small secrets at rest with AES-256-GCM: a fresh 96-bit nonce each time, the tag checked
 * on opening, so a copy of the database alone reveals no authenticator secret.
 */
export function secretBox(key: Buffer) {
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('sealed secret in an unknown format');
      }
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
