import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_RULES, mayAccess, messages } from '@quorum/shared';
import type { FilePurpose, PageKey } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, forbidden } from '../../lib/errors';
import type { Viewer } from '../auth/viewer';
import * as repo from './repo';

/** The page whose edit access an upload needs; a profile image is the caller's own. */
const PURPOSE_PAGE: Record<FilePurpose, PageKey | null> = {
  'company-logo': 'company-details',
  'executive-picture': 'excutive-team',
  'profile-image': null,
  'template-attachment': 'question-registry',
};

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export interface IncomingFile {
  bytes: Buffer;
  filename: string;
}

/**
 * Stores one upload for a purpose after checking who may upload it, its size and what its bytes
 * really are (magic bytes, not the name or the declared type: a renamed .exe is refused).
 */
export async function storeUpload(
  deps: Deps,
  viewer: Viewer,
  purpose: FilePurpose,
  file: IncomingFile,
) {
  const page = PURPOSE_PAGE[purpose];
  const member = viewer.membership?.member;
  if (page && (!member || member.locked || !mayAccess(member, page, 'full')))
    throw forbidden(messages.permission.denied);
  const rule = UPLOAD_RULES[purpose];
  if (file.bytes.length === 0) throw badInput(messages.uploads.nothingSelected);
  if (file.bytes.length > rule.maxBytes) throw badInput(rule.tooLarge);
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !rule.types.includes(detected.mime)) {
    const claimsImage = /\.(jpe?g|png)$/i.test(file.filename);
    throw badInput(claimsImage ? messages.uploads.disguised : rule.wrongType);
  }
  const key = `${randomUUID()}.${EXTENSION[detected.mime] ?? detected.ext}`;
  await deps.storage.put(key, file.bytes);
  const row = await repo.insertStoredFile(deps.db, {
    key,
    companyId: page ? member!.companyId : null,
    uploadedBy: viewer.user.id,
    purpose,
    contentType: detected.mime,
    sizeBytes: file.bytes.length,
    originalName: file.filename.slice(0, 255),
  });
  return { key: row.key, url: deps.fileUrls.url(row.key) };
}

/**
 * Checks that a key a mutation wants to attach was uploaded for this purpose, in this company
 * (or by this user, for a profile image). Anything else reads as an unknown file.
 */
export async function claimUpload(
  db: Db,
  key: string,
  owner: { purpose: FilePurpose; companyId?: string; userId?: string },
) {
  const file = await repo.findStoredFile(db, key);
  const belongs =
    file?.purpose === owner.purpose &&
    (owner.companyId ? file.companyId === owner.companyId : file.uploadedBy === owner.userId);
  if (!belongs) throw badInput(messages.uploads.unknownFile);
  return file;
}
