import { createHash } from 'node:crypto';
import { messages } from '@quorum/shared';
import type { MediaUploadResult } from '@quorum/shared';
import type { Deps } from '../../../deps';
import { DomainError, badInput, notFound } from '../../../core/errors';
import type { Member } from '../../../core/identity/viewer';
import { findStoredFile } from '../repo';
import { storedSource } from '../media/byte-source';
import { mediaUploadResult, recordMedia } from '../media/record';
import * as repo from './repo';
import type { ResumableUploadRow } from './repo';
import { closedRefusal, dropUpload, uploadOf } from './service';

/** A finishing that has not moved for this long stopped midway (its process ended): retaken. */
export const STALE_COMPLETION_MS = 15 * 60 * 1000;

/** The chunk indexes not held, in order. */
async function missingChunks(deps: Deps, upload: ResumableUploadRow) {
  const held = new Set(await repo.heldChunks(deps.db, upload.id));
  return Array.from({ length: upload.totalChunks }, (_, index) => index).filter(
    (index) => !held.has(index),
  );
}

function refuseMissing(missing: number[]) {
  return new DomainError('CONFLICT', messages.uploads.missingChunks(missing), {
    missingChunks: missing,
  });
}

/** The stored file a finished upload made, as the upload's answer; gone if it was deleted since. */
async function finishedResult(deps: Deps, upload: ResumableUploadRow) {
  const file = await findStoredFile(deps.db, upload.storageKey);
  if (!file) throw notFound(messages.uploads.uploadNotFound);
  return mediaUploadResult(deps, file);
}

/** Joins the parts into the object; a join already done by an earlier, interrupted try counts. */
async function joinParts(deps: Deps, upload: ResumableUploadRow) {
  const receipts = await repo.chunkReceipts(deps.db, upload.id);
  try {
    await deps.storage.multipart.complete(
      upload.storageKey,
      upload.multipartId!,
      receipts.map((receipt) => ({ partNumber: receipt.chunkIndex + 1, etag: receipt.etag })),
    );
  } catch (error) {
    if ((await deps.storage.stat(upload.storageKey))?.size !== upload.sizeBytes) throw error;
  }
}

/** The whole file's SHA-256, streamed from storage (never held whole). */
async function sha256Of(deps: Deps, key: string) {
  const object = await deps.storage.read(key);
  if (!object) throw new Error(`joined object ${key} is missing`);
  const hash = createHash('sha256');
  for await (const part of object.body) hash.update(part as Buffer);
  return hash.digest('hex');
}

/**
 * POST /uploads/:uploadId/complete: every chunk held, the storage joins them, the file's facts are
 * read from its bytes and it is recorded as a stored file (under the quota), answering the spec's
 * uploadChunk result. Asked again, it answers the same result.
 */
export async function completeUpload(
  deps: Deps,
  member: Member,
  uploadId: string,
): Promise<MediaUploadResult> {
  const upload = await uploadOf(deps, member, uploadId);
  await deps.rateLimits.consume('uploadChunksPerUser', member.user.id);
  if (upload.status === 'complete') return finishedResult(deps, upload);
  // Recorded by a try that stopped just before saying so: finished.
  if (await findStoredFile(deps.db, upload.storageKey)) {
    await repo.moveUpload(deps.db, upload, ['open', 'completing'], 'complete');
    return finishedResult(deps, upload);
  }
  const missing = await missingChunks(deps, upload);
  if (missing.length > 0) throw refuseMissing(missing);

  const claimed = await repo.claimCompletion(
    deps.db,
    upload,
    new Date(Date.now() - STALE_COMPLETION_MS),
  );
  if (!claimed) {
    const now = await uploadOf(deps, member, uploadId);
    if (now.status === 'complete') return finishedResult(deps, now);
    throw closedRefusal(now);
  }
  // A chunk kept just before the claim is in; none can come after it.
  const stillMissing = await missingChunks(deps, claimed);
  if (stillMissing.length > 0) {
    await repo.moveUpload(deps.db, claimed, ['completing'], 'open');
    throw refuseMissing(stillMissing);
  }
  return finish(deps, claimed);
}

async function finish(deps: Deps, upload: ResumableUploadRow): Promise<MediaUploadResult> {
  try {
    await joinParts(deps, upload);
  } catch (error) {
    // The parts are still there: the client may try again.
    await repo.moveUpload(deps.db, upload, ['completing'], 'open');
    throw error;
  }
  try {
    if (upload.sha256 && (await sha256Of(deps, upload.storageKey)) !== upload.sha256)
      throw badInput(messages.uploads.fileChecksumMismatch);
    if (!upload.detectedType) throw new Error(`upload ${upload.id} has no detected type`);
    const result = await recordMedia(
      deps,
      { userId: upload.createdBy, companyId: upload.companyId },
      {
        key: upload.storageKey,
        fileName: upload.fileName,
        type: upload.detectedType,
        source: storedSource(deps.storage, upload.storageKey, upload.sizeBytes),
      },
    );
    await repo.moveUpload(deps.db, upload, ['completing'], 'complete');
    return result;
  } catch (error) {
    // The parts are joined and gone: refused (unreadable, over the quota) or failed, the upload
    // cannot be finished again and is dropped with its bytes.
    await dropUpload(deps, { ...upload, status: 'completing' }, ['completing']);
    throw error;
  }
}
