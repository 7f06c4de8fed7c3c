import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KeyRing } from '../../core/keys';

/** How long a signed file address works; pages refetch their data well within it. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

/**
 * Stored files are served only through signed, expiring addresses, so a key alone (kept in a
 * company row, seen in a log) does not open the file. The address names the ring's key that signed
 * it (`kid`): a link made before a rotation opens until it expires while its key is in the ring.
 */
export class FileUrlSigner {
  constructor(private readonly keys: KeyRing) {}

  private signature(secret: Buffer, key: string, expires: number) {
    return createHmac('sha256', secret).update(`${key}:${expires}`).digest('base64url');
  }

  /**
   * A path such as /files/<key>?expires=…&kid=…&signature=…, valid for the TTL from now. A link
   * put in an email asks for a longer TTL: it is read days later, with no page to refetch it.
   */
  url(key: string, now = Date.now(), ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
    const expires = Math.floor(now / 1000) + ttlSeconds;
    const { kid, key: secret } = this.keys.currentKey('file-link');
    const signature = this.signature(secret, key, expires);
    return `/files/${key}?expires=${expires}&kid=${kid}&signature=${signature}`;
  }

  verify(
    key: string,
    link: {
      expires?: string | undefined;
      kid?: string | undefined;
      signature?: string | undefined;
    },
    now = Date.now(),
  ) {
    const at = Number(link.expires);
    if (!Number.isInteger(at) || at * 1000 < now || !link.signature || !link.kid) return false;
    const secret = this.keys.keyById('file-link', link.kid);
    if (!secret) return false;
    const expected = Buffer.from(this.signature(secret, key, at));
    const given = Buffer.from(link.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
