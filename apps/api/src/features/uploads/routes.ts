import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { FILE_PURPOSES, UPLOAD_RULES, messages } from '@quorum/shared';
import type { FilePurpose } from '@quorum/shared';
import type { Deps } from '../../deps';
import { DomainError, forbidden } from '../../core/errors';
import { parseByteRange } from '../../lib/byte-range';
import { FILE_CONTENT_SECURITY_POLICY, contentDisposition } from '../../lib/file-headers';
import { sendDomainError } from '../../core/http-errors';
import { mustEnrolSecondFactor, noCallerRefusal } from '../../core/identity/viewer';
import { findStoredFile } from './repo';
import { storeUpload } from './service';

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

const isPurpose = (value: string): value is FilePurpose =>
  (FILE_PURPOSES as readonly string[]).includes(value);

/**
 * POST /files/:purpose takes one multipart file with the caller's token and answers its key and
 * a signed address; mutations then attach the key. GET /files/:key serves a file to a signed,
 * unexpired address.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6 } });

  app.post<{ Params: { purpose: string } }>('/files/:purpose', async (request, reply) => {
    const { purpose } = request.params;
    if (!isPurpose(purpose))
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: messages.uploads.invalidPurpose });
    const viewer = await deps.viewers.load(request.headers.authorization);
    if (typeof viewer === 'string') return sendDomainError(reply, noCallerRefusal(viewer));
    if (mustEnrolSecondFactor(viewer))
      return sendDomainError(reply, forbidden(messages.secondFactor.adminMustEnrol));
    try {
      await deps.rateLimits.consume('uploadsPerUser', viewer.user.id);
      const { companyId } = viewer;
      if (companyId) await deps.rateLimits.consume('uploadsPerCompany', companyId);
    } catch (error) {
      return sendDomainError(reply, error);
    }
    if (!request.isMultipart())
      return reply
        .status(400)
        .send({ code: 'BAD_USER_INPUT', message: messages.uploads.nothingSelected });
    const rule = UPLOAD_RULES[purpose];
    // One byte over the limit is enough to know it is too large; the rest is never read.
    const part = await request.file({ limits: { fileSize: rule.maxBytes + 1 } });
    if (!part)
      return reply
        .status(400)
        .send({ code: 'BAD_USER_INPUT', message: messages.uploads.nothingSelected });
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        return reply.status(413).send({ code: 'BAD_USER_INPUT', message: rule.tooLarge });
      throw error;
    }
    try {
      const stored = await storeUpload(deps, viewer, purpose, { bytes, filename: part.filename });
      return reply.status(201).send(stored);
    } catch (error) {
      if (error instanceof DomainError) return sendDomainError(reply, error);
      throw error;
    }
  });

  app.get<{
    Params: { key: string };
    Querystring: { expires?: string; kid?: string; signature?: string };
  }>('/files/:key', async (request, reply) => {
    const { key } = request.params;
    // A forged or expired link is a refusal the security log keeps (someone guessing keys).
    if (!deps.fileUrls.verify(key, request.query))
      return sendDomainError(reply, forbidden(messages.generic.forbidden));
    const [file, bytes] = await Promise.all([findStoredFile(deps.db, key), deps.storage.read(key)]);
    if (!file || !bytes)
      return reply.status(404).send({ code: 'NOT_FOUND', message: messages.generic.notFound });
    reply
      .header('content-type', file.contentType)
      .header('cache-control', cacheControlFor(file.purpose))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
      .header('content-disposition', contentDisposition(file.contentType, file.originalName))
      .header('accept-ranges', 'bytes');
    // Audio and video seek by asking for the part they need (206), not the whole file again.
    const range = parseByteRange(request.headers.range, bytes.length);
    if (range === 'unsatisfiable')
      return reply.status(416).header('content-range', `bytes */${bytes.length}`).send();
    if (!range) return reply.send(bytes);
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
      .send(bytes.subarray(range.start, range.end + 1));
  });
}
