import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { CHUNK_HEADERS, UPLOAD } from '@quorum/shared';
import type { ChunkReceipt, MediaUploadResult, ResumableUploadView } from '@quorum/shared';

/** What a refused call answers. */
export interface Refusal {
  code: string;
  message: string;
  missingChunks?: number[];
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A file cut as the client cuts it: 5 MB chunks, the last one the remainder. */
export function chunksOf(file: Buffer, chunkBytes: number = UPLOAD.chunkBytes): Buffer[] {
  const chunks: Buffer[] = [];
  for (let start = 0; start < file.length; start += chunkBytes)
    chunks.push(file.subarray(start, start + chunkBytes));
  return chunks;
}

const auth = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

/** The REST calls of a resumable upload, as the web's upload queue makes them. */
export function resumableClient(app: FastifyInstance, token: string | undefined) {
  const call = async <T>(options: InjectOptions) => {
    const response = await app.inject({
      ...options,
      headers: { ...auth(token), ...options.headers },
    });
    return {
      status: response.statusCode,
      body: (response.body ? response.json() : {}) as T & Refusal,
    };
  };
  return {
    create: (input: {
      fileName: string;
      size: number;
      type: string;
      sha256?: string;
      purpose?: string;
    }) =>
      call<ResumableUploadView>({
        method: 'POST',
        url: '/uploads',
        payload: { purpose: 'announcement-media', ...input },
      }),
    sendChunk: (
      uploadId: string,
      chunkIndex: number | string,
      bytes: Buffer,
      headers: Record<string, string> = {},
    ) =>
      call<ChunkReceipt>({
        method: 'PUT',
        url: `/uploads/${uploadId}/chunks/${chunkIndex}`,
        headers: {
          'content-type': 'application/octet-stream',
          [CHUNK_HEADERS.sha256]: sha256(bytes),
          ...headers,
        },
        payload: bytes,
      }),
    status: (uploadId: string) =>
      call<ResumableUploadView>({ method: 'GET', url: `/uploads/${uploadId}` }),
    complete: (uploadId: string) =>
      call<MediaUploadResult>({ method: 'POST', url: `/uploads/${uploadId}/complete` }),
    discard: (uploadId: string) => call<object>({ method: 'DELETE', url: `/uploads/${uploadId}` }),
  };
}

export type ResumableClient = ReturnType<typeof resumableClient>;

/**
 * Creates an upload for `file` and sends every chunk (in the order given, all by default);
 * answers the upload's id.
 */
export async function sendFile(
  client: ResumableClient,
  file: Buffer,
  fileName: string,
  type: string,
  order?: number[],
) {
  const created = await client.create({ fileName, size: file.length, type });
  if (created.status !== 201) throw new Error(`create refused: ${created.body.message}`);
  const chunks = chunksOf(file);
  for (const index of order ?? chunks.map((_, i) => i)) {
    const sent = await client.sendChunk(created.body.uploadId, index, chunks[index]!);
    if (sent.status !== 200) throw new Error(`chunk ${index} refused: ${sent.body.message}`);
  }
  return created.body.uploadId;
}

/** The part files one multipart upload has on the disk driver (none once joined or aborted). */
export async function partsOf(uploadsDir: string, multipartId: string): Promise<string[]> {
  return readdir(path.join(uploadsDir, '.parts', multipartId)).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
}

/**
 * The disk driver's part files left under `<root>/.parts/<multipartId>/` (and any folder of
 * one): empty when no chunked upload is under way.
 */
export async function partFilesLeft(uploadsDir: string): Promise<string[]> {
  const partsRoot = path.join(uploadsDir, '.parts');
  const entries = await readdir(partsRoot, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries.map((entry) => path.relative(partsRoot, path.join(entry.parentPath, entry.name)));
}
