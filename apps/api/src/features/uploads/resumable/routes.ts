import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHUNK_HEADERS, UPLOAD } from '@quorum/shared';
import type { Deps } from '../../../deps';
import { DomainError } from '../../../core/errors';
import { sendDomainError } from '../../../core/http-errors';
import { loadMember } from '../../../core/identity/rest-member';
import { putChunk } from './chunks';
import { completeUpload } from './complete';
import { createUpload, discardUpload, uploadStatus } from './service';

/** One chunk and its request's headers: anything larger is not a chunk (413 before it is read). */
export const CHUNK_BODY_LIMIT_BYTES = UPLOAD.chunkBytes + 64 * 1024;

type UploadParams = { Params: { uploadId: string } };
type ChunkParams = { Params: { uploadId: string; chunkIndex: string } };

const headerValue = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * A refusal with its status: a file over its type's cap is 413 (its DomainError says so in its
 * details), the rest as every REST route answers them.
 */
function sendRefusal(reply: FastifyReply, error: unknown) {
  if (error instanceof DomainError && error.details?.status === 413)
    return reply.status(413).send({ code: error.code, message: error.message });
  return sendDomainError(reply, error);
}

/**
 * Resumable uploads (shapes in packages/shared/src/resumable-uploads.ts). In a scope of their own:
 * the chunk route takes raw bytes (application/octet-stream) up to one chunk, and no other route
 * of the app gains that parser or that limit.
 */
export async function registerResumableUploadRoutes(app: FastifyInstance, deps: Deps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: CHUNK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    const member = async (request: FastifyRequest) => {
      const caller = await loadMember(deps, request);
      request.companyId = caller.companyId;
      return caller;
    };

    scope.post('/uploads', async (request, reply) => {
      try {
        const upload = await createUpload(deps, await member(request), request.body);
        return reply.status(201).send(upload);
      } catch (error) {
        return sendRefusal(reply, error);
      }
    });

    scope.put<ChunkParams>(
      '/uploads/:uploadId/chunks/:chunkIndex',
      { bodyLimit: CHUNK_BODY_LIMIT_BYTES },
      async (request, reply) => {
        try {
          const caller = await member(request);
          // No body, or a body of another type (JSON, a form), carries no chunk's bytes.
          const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return await putChunk(deps, caller, request.params.uploadId, {
            chunkIndex: request.params.chunkIndex,
            bytes,
            sha256: headerValue(request.headers[CHUNK_HEADERS.sha256]),
            totalChunks: headerValue(request.headers[CHUNK_HEADERS.totalChunks]),
          });
        } catch (error) {
          return sendRefusal(reply, error);
        }
      },
    );

    scope.get<UploadParams>('/uploads/:uploadId', async (request, reply) => {
      try {
        return await uploadStatus(deps, await member(request), request.params.uploadId);
      } catch (error) {
        return sendRefusal(reply, error);
      }
    });

    scope.post<UploadParams>('/uploads/:uploadId/complete', async (request, reply) => {
      try {
        return await completeUpload(deps, await member(request), request.params.uploadId);
      } catch (error) {
        return sendRefusal(reply, error);
      }
    });

    scope.delete<UploadParams>('/uploads/:uploadId', async (request, reply) => {
      try {
        await discardUpload(deps, await member(request), request.params.uploadId);
        return reply.status(204).send();
      } catch (error) {
        return sendRefusal(reply, error);
      }
    });
  });
}
