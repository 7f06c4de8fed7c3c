import { createHash } from 'node:crypto';
import { messages } from '@quorum/shared';
import type { ChunkReceipt } from '@quorum/shared';
import type { Deps } from '../../../deps';
import { badInput } from '../../../core/errors';
import type { Member } from '../../../core/identity/viewer';
import { acceptMediaBytes } from '../media/accept';
import { detectType } from '../service';
import * as repo from './repo';
import type { ResumableUploadRow } from './repo';
import { closedRefusal, dropUpload, uploadOf } from './service';

const SHA256_HEX = /^[0-9a-f]{64}$/i;

export interface IncomingChunk {
  /** As the path gave it: checked here, so a bad one is refused in words. */
  chunkIndex: string;
  bytes: Buffer;
  sha256: string | undefined;
  totalChunks: string | undefined;
}

/** The bytes chunk `index` must have: the chunk size, the last one the remainder. */
const expectedSize = (upload: ResumableUploadRow, index: number) =>
  index < upload.totalChunks - 1
    ? upload.chunkBytes
    : upload.sizeBytes - upload.chunkBytes * (upload.totalChunks - 1);

/** Refuses a chunk that is not the one this upload expects at its place, or arrived damaged. */
function checkChunk(upload: ResumableUploadRow, chunk: IncomingChunk): number {
  if (chunk.totalChunks !== undefined && Number(chunk.totalChunks) !== upload.totalChunks)
    throw badInput(messages.uploads.wrongTotalChunks(upload.totalChunks));
  const index = /^\d{1,9}$/.test(chunk.chunkIndex) ? Number(chunk.chunkIndex) : -1;
  if (index < 0 || index >= upload.totalChunks)
    throw badInput(messages.uploads.chunkOutOfRange(chunk.chunkIndex, upload.totalChunks));
  const expected = expectedSize(upload, index);
  if (chunk.bytes.length !== expected)
    throw badInput(messages.uploads.wrongChunkSize(index, expected));
  if (!chunk.sha256 || !SHA256_HEX.test(chunk.sha256))
    throw badInput(messages.uploads.chunkChecksumMissing);
  if (createHash('sha256').update(chunk.bytes).digest('hex') !== chunk.sha256.toLowerCase())
    throw badInput(messages.uploads.chunkChecksumMismatch);
  return index;
}

/**
 * Chunk 0 shows what the file really is (magic numbers): an accepted type, the one its name
 * says, within that type's cap. Otherwise the whole upload is refused and discarded: the rest of
 * a renamed .exe is not worth receiving.
 */
async function acceptFirstChunk(deps: Deps, upload: ResumableUploadRow, bytes: Buffer) {
  const detected = await detectType(upload.purpose, bytes);
  try {
    return acceptMediaBytes(upload.fileName, detected?.mime, upload.sizeBytes);
  } catch (error) {
    await dropUpload(deps, upload, ['open']);
    throw error;
  }
}

/**
 * PUT /uploads/:uploadId/chunks/:chunkIndex: one chunk, stored as the storage multipart's part
 * (index + 1). Sent again, a chunk replaces itself, so a client unsure whether it arrived just
 * sends it again.
 */
export async function putChunk(
  deps: Deps,
  member: Member,
  uploadId: string,
  chunk: IncomingChunk,
): Promise<ChunkReceipt> {
  const upload = await uploadOf(deps, member, uploadId);
  await deps.rateLimits.consume('uploadChunksPerUser', member.user.id);
  if (upload.status !== 'open' || !upload.multipartId) throw closedRefusal(upload);
  const chunkIndex = checkChunk(upload, chunk);
  const detectedType =
    chunkIndex === 0 ? await acceptFirstChunk(deps, upload, chunk.bytes) : undefined;
  const etag = await deps.storage.multipart
    .putPart(upload.storageKey, upload.multipartId, chunkIndex + 1, chunk.bytes)
    .catch(async (error: unknown) => {
      // The multipart is gone when the upload was discarded meanwhile: that is the answer.
      const now = await repo.findUpload(deps.db, member.companyId, upload.id);
      if (now?.status === 'open') throw error;
      throw closedRefusal(now ?? { status: 'discarded' });
    });
  const kept = await repo.keepChunk(
    deps.db,
    upload,
    { chunkIndex, sizeBytes: chunk.bytes.length, sha256: chunk.sha256!.toLowerCase(), etag },
    detectedType,
  );
  if (!kept) {
    // Discarded while this chunk was on its way: its part must not outlive the upload.
    const now = await repo.findUpload(deps.db, member.companyId, upload.id);
    if (!now || now.status === 'discarded')
      await deps.storage.multipart
        .abort(upload.storageKey, upload.multipartId)
        .catch(() => undefined);
    throw closedRefusal(now ?? { status: 'discarded' });
  }
  return { chunkIndex, heldChunks: await repo.countHeldChunks(deps.db, upload.id) };
}
