import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed file address works; pages refetch their data well within it. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

/**
 * Stored files are served only through signed, expiring addresses, so a key alone (kept in a
 * company row, seen in a log) does not open the file.
 */
export class FileUrlSigner {
  private readonly secret: Buffer;

  constructor(jwtSecret: string) {
    // A key of its own, derived from the one secret, so file links and tokens never share one.
    this.secret = createHmac('sha256', jwtSecret).update('quorum-file-urls').digest();
  }

  private signature(key: string, expires: number) {
    return createHmac('sha256', this.secret).update(`${key}:${expires}`).digest('base64url');
  }

  /**
   * A path such as /files/<key>?expires=…&signature=…, valid for the TTL from now. A link put in
   * an email asks for a longer TTL: it is read days later, with no page to refetch it.
   */
  url(key: string, now = Date.now(), ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return `/files/${key}?expires=${expires}&signature=${this.signature(key, expires)}`;
  }

  verify(
    key: string,
    expires: string | undefined,
    signature: string | undefined,
    now = Date.now(),
  ) {
    const at = Number(expires);
    if (!Number.isInteger(at) || at * 1000 < now || !signature) return false;
    const expected = Buffer.from(this.signature(key, at));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
