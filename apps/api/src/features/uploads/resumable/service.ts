import { randomUUID } from 'node:crypto';
import {
  UPLOAD,
  UPLOAD_RULES,
  createUploadSchema,
  maxBytesFor,
  messages,
  mayAccess,
} from '@quorum/shared';
import type { ResumableUploadView } from '@quorum/shared';
import type { Deps } from '../../../deps';
import { badInput, conflict, forbidden, notFound } from '../../../core/errors';
import type { Member } from '../../../core/identity/viewer';
import { checkStorageQuota } from '../quota';
import { claimedType, endingOf, tooLarge } from '../media/accept';
import * as repo from './repo';
import type { ResumableUploadRow } from './repo';
import type { ResumableUploadStatus } from '../../../db/schema';
import { findStoredFile } from '../repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only an announcement's attachment is sent in chunks; changing one needs its page's edit access. */
function mayUpload(member: Member) {
  if (!mayAccess(member, 'announcements', 'full')) throw forbidden(messages.permission.denied);
}

/**
 * The caller's company's upload. Another company's, an id that is not one, and an upload already
 * discarded all read the same: not found.
 */
export async function uploadOf(deps: Deps, member: Member, uploadId: string) {
  mayUpload(member);
  const upload = UUID.test(uploadId)
    ? await repo.findUpload(deps.db, member.companyId, uploadId)
    : undefined;
  if (!upload || upload.status === 'discarded') throw notFound(messages.uploads.uploadNotFound);
  return upload;
}

/** A refusal for an upload no longer taking chunks. */
export function closedRefusal(upload: Pick<ResumableUploadRow, 'status'>) {
  if (upload.status === 'complete') return conflict(messages.uploads.uploadComplete);
  if (upload.status === 'completing') return conflict(messages.uploads.uploadCompleting);
  return notFound(messages.uploads.uploadNotFound);
}

export async function uploadView(
  deps: Deps,
  upload: ResumableUploadRow,
): Promise<ResumableUploadView> {
  return {
    uploadId: upload.id,
    fileName: upload.fileName,
    size: upload.sizeBytes,
    chunkBytes: upload.chunkBytes,
    totalChunks: upload.totalChunks,
    // A discarded upload is never shown (uploadOf reads it as not found).
    status: upload.status === 'discarded' ? 'open' : upload.status,
    heldChunks: await repo.heldChunks(deps.db, upload.id),
  };
}

/**
 * POST /uploads: a large file announced before its bytes. Its name must claim an accepted type and
 * its size be within that type's cap and the storage quota; the bytes are checked when chunk 0
 * arrives. The storage's multipart upload begins now, so every chunk can go straight to it.
 */
export async function createUpload(
  deps: Deps,
  member: Member,
  body: unknown,
): Promise<ResumableUploadView> {
  mayUpload(member);
  const parsed = createUploadSchema.safeParse(body);
  if (!parsed.success)
    throw badInput(parsed.error.issues[0]?.message ?? messages.generic.invalidRequest);
  const input = parsed.data;
  await deps.rateLimits.consume('uploadsPerUser', member.user.id);
  await deps.rateLimits.consume('uploadsPerCompany', member.companyId);
  const rule = UPLOAD_RULES[input.purpose];
  const type = claimedType(input.fileName, input.type);
  if (!type) throw badInput(rule.wrongType);
  if (input.size > maxBytesFor(rule, type)) throw tooLarge(rule, type);
  await deps.db.transaction((tx) =>
    checkStorageQuota(tx, {
      userId: member.user.id,
      companyId: member.companyId,
      sizeBytes: input.size,
    }),
  );

  // The name's ending names an accepted type (claimedType), so it makes a safe storage key.
  const storageKey = `${randomUUID()}.${endingOf(input.fileName)}`;
  const multipartId = await deps.storage.multipart.begin(storageKey);
  try {
    const upload = await repo.insertUpload(deps.db, {
      companyId: member.companyId,
      createdBy: member.user.id,
      purpose: input.purpose,
      fileName: input.fileName,
      declaredType: input.type,
      sizeBytes: input.size,
      chunkBytes: UPLOAD.chunkBytes,
      totalChunks: Math.ceil(input.size / UPLOAD.chunkBytes),
      sha256: input.sha256 ?? null,
      storageKey,
      multipartId,
    });
    return await uploadView(deps, upload);
  } catch (error) {
    await deps.storage.multipart.abort(storageKey, multipartId).catch(() => undefined);
    throw error;
  }
}

/** GET /uploads/:uploadId: what a client resuming after a reload needs, the chunks held first. */
export async function uploadStatus(deps: Deps, member: Member, uploadId: string) {
  return uploadView(deps, await uploadOf(deps, member, uploadId));
}

/**
 * Ends an upload that is in one of `from` and drops what storage holds of it: the multipart's
 * parts, and the joined object when finishing had got that far and no stored file names it. The
 * row is marked first, so a chunk arriving meanwhile is refused (and cleans its own part); it
 * goes once storage is clean, and stays 'discarded' for the sweep to try again if storage fails.
 * Answers false when the upload had moved out of `from` (another call got there first).
 */
export async function dropUpload(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  upload: ResumableUploadRow,
  from: readonly ResumableUploadStatus[],
) {
  const marked = await repo.moveUpload(deps.db, upload, from, 'discarded');
  if (!marked) return false;
  try {
    if (upload.multipartId)
      await deps.storage.multipart.abort(upload.storageKey, upload.multipartId);
    if (upload.status !== 'open' && !(await findStoredFile(deps.db, upload.storageKey)))
      await deps.storage.remove(upload.storageKey);
    await repo.deleteUpload(deps.db, upload.id);
  } catch (error) {
    deps.log.warn({ err: error, uploadId: upload.id }, 'discarded upload left for the sweep');
  }
  return true;
}

/** DELETE /uploads/:uploadId: the person cancelled; a finished upload is no longer theirs to drop. */
export async function discardUpload(deps: Deps, member: Member, uploadId: string) {
  const upload = await uploadOf(deps, member, uploadId);
  if (upload.status !== 'open') throw closedRefusal(upload);
  if (!(await dropUpload(deps, upload, ['open'])))
    throw closedRefusal(await uploadOf(deps, member, uploadId));
}

/**
 * Ends a company's chunked uploads before the company is removed: the rows would go with it by
 * cascade, leaving their parts in storage with nothing to find them by.
 */
export async function discardCompanyUploads(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  companyId: string,
) {
  for (const upload of await repo.unfinishedUploads(deps.db, companyId))
    await dropUpload(deps, upload, ['open', 'completing', 'discarded']);
}
