import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { FILE_PURPOSES, messages } from '@quorum/shared';
import type { FilePurpose } from '@quorum/shared';
import type { Deps } from '../../deps';
import { DomainError, forbidden } from '../../core/errors';
import { sendDomainError } from '../../core/http-errors';
import { mustEnrolSecondFactor, noCallerRefusal } from '../../core/identity/viewer';
import { serveStoredFile } from './serve-file';
import type { FileLink } from './serve-file';
import { storeUpload } from './service';
import { wholeFileLimit } from './media/whole-file';

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
    // The extension's tokens open its GraphQL operations only (graphql/extension-gate.ts).
    if (viewer.extension) return sendDomainError(reply, forbidden(messages.extension.webAppOnly));
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
    // An announcement's attachment goes whole only up to 5 MB; larger, in chunks (/uploads).
    const limit = wholeFileLimit(purpose);
    // A file of one byte more than the limit is cut there (truncated, refused below as too
    // large); the rest is never read.
    const part = await request.file({ limits: { fileSize: limit.maxBytes } });
    if (!part)
      return reply
        .status(400)
        .send({ code: 'BAD_USER_INPUT', message: messages.uploads.nothingSelected });
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        return reply.status(413).send({ code: 'BAD_USER_INPUT', message: limit.tooLarge });
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

  app.get<{ Params: { key: string }; Querystring: FileLink }>('/files/:key', (request, reply) =>
    serveStoredFile(deps, request, reply),
  );
}
