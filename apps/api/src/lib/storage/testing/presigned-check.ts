import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 3986's encoding, as SigV4 wants it: encodeURIComponent leaves !'()* as they are. */
const encodeRfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const hmac = (key: Buffer | string, text: string) =>
  createHmac('sha256', key).update(text).digest();

/** `20250101T120000Z` → the moment it names. */
const amzDate = (text: string) =>
  Date.parse(text.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/**
 * Checks a presigned (query-string) AWS Signature Version 4 request, as S3 does: 'valid',
 * 'expired' or 'mismatch'. Written apart from the SDK that signs, so the two check each other.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 */
export function checkPresignedRequest(
  request: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  secretAccessKey: string,
  now = Date.now(),
): 'valid' | 'expired' | 'mismatch' {
  const [rawPath = '/', rawQuery = ''] = request.url.split('?');
  const params = new URLSearchParams(rawQuery);
  const given = params.get('X-Amz-Signature');
  const date = params.get('X-Amz-Date') ?? '';
  const credential = params.get('X-Amz-Credential') ?? '';
  const signedHeaders = params.get('X-Amz-SignedHeaders') ?? '';
  if (!given || params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'mismatch';
  const [, day = '', region = '', service = '', termination = ''] = credential.split('/');
  const canonicalQuery = [...params]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = [day, region, service, termination].join('/');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    date,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = [day, region, service, termination].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${secretAccessKey}`,
  );
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const provided = Buffer.from(given);
  if (expected.length !== provided.length || !timingSafeEqual(expected, provided))
    return 'mismatch';
  const expiresAt = amzDate(date) + Number(params.get('X-Amz-Expires')) * 1000;
  return Number.isFinite(expiresAt) && now <= expiresAt ? 'valid' : 'expired';
}
