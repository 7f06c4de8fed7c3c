import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { messages } from '@quorum/shared';
import type { FilePurpose } from '@quorum/shared';
import type { Deps } from '../../deps';
import { forbidden } from '../../core/errors';
import { sendDomainError } from '../../core/http-errors';
import { parseByteRange } from '../../lib/byte-range';
import { FILE_CONTENT_SECURITY_POLICY, contentDisposition } from '../../lib/file-headers';
import { findStoredFile } from './repo';
import { SIGNED_URL_TTL_SECONDS } from './signed-urls';

/**
 * An enquiry's files (an investor's question, a reply to them) and a feedback's attachment (often
 * a screenshot of a page with people's names) are personal information: no cache keeps them, not
 * even the browser's. Logos, pictures and templates may stay an hour in the browser's own cache,
 * never a shared one.
 */
const NOT_CACHED: readonly FilePurpose[] = [
  'enquiry-attachment',
  'enquiry-audio',
  'feedback-attachment',
];
const cacheControlFor = (purpose: FilePurpose) =>
  NOT_CACHED.includes(purpose) ? 'private, no-store' : 'private, max-age=3600';

/** The bucket's address outlives the redirect by at least this, so the browser can follow it. */
const MIN_REDIRECT_TTL_SECONDS = 60;

export type FileLink = { expires?: string; kid?: string; signature?: string };

/**
 * GET /files/:key: a signed, unexpired link opens the file. From a bucket, the answer is a
 * redirect to the bucket's own signed address, which carries the same type, disposition and cache
 * rule; from disk, the app streams the bytes (or the one range asked for, so media can seek).
 */
export async function serveStoredFile(
  deps: Deps,
  request: FastifyRequest<{ Params: { key: string }; Querystring: FileLink }>,
  reply: FastifyReply,
) {
  const { key } = request.params;
  // A forged or expired link is a refusal the security log keeps (someone guessing keys).
  if (!deps.fileUrls.verify(key, request.query))
    return sendDomainError(reply, forbidden(messages.generic.forbidden));
  const file = await findStoredFile(deps.db, key);
  const notFound = () =>
    reply.status(404).send({ code: 'NOT_FOUND', message: messages.generic.notFound });
  if (!file) return notFound();
  const headers = {
    contentType: file.contentType,
    contentDisposition: contentDisposition(file.contentType, file.originalName),
    cacheControl: cacheControlFor(file.purpose),
  };

  // A video seeks with range requests to the address it was redirected to, so the bucket's
  // address lives as long as the app's link still does (capped at a link's usual hour).
  const linkLeft = Number(request.query.expires) - Math.floor(Date.now() / 1000);
  const signed = await deps.storage.signedReadUrl(key, {
    ...headers,
    expiresInSeconds: Math.max(
      MIN_REDIRECT_TTL_SECONDS,
      Math.min(linkLeft, SIGNED_URL_TTL_SECONDS),
    ),
  });
  if (signed) return reply.header('cache-control', 'no-store').redirect(signed, 302);

  const stat = await deps.storage.stat(key);
  if (!stat) return notFound();
  // Audio and video seek by asking for the part they need (206), not the whole file again.
  const range = parseByteRange(request.headers.range, stat.size);
  if (range === 'unsatisfiable')
    return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
  // HEAD wants the headers only: opening the file would read all of it to throw it away.
  const stored =
    request.method === 'HEAD' || stat.size === 0
      ? { body: Readable.from([]) }
      : await deps.storage.read(key, range);
  if (!stored) return notFound();
  reply
    .header('content-type', headers.contentType)
    .header('cache-control', headers.cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
    .header('content-disposition', headers.contentDisposition)
    .header('accept-ranges', 'bytes')
    .header('content-length', range ? range.end - range.start + 1 : stat.size);
  if (range)
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`);
  return reply.send(stored.body);
}
