import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_NAME_ENDINGS, UPLOAD_RULES, mayAccess, messages } from '@quorum/shared';
import type { FilePurpose, PageKey } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { badInput, forbidden } from '../../core/errors';
import type { Viewer } from '../../core/identity/viewer';
import { isMember } from '../../core/identity/viewer';
import * as repo from './repo';
import { checkStorageQuota } from './quota';
import { storeWholeMedia } from './media/whole-file';

/**
 * The page whose edit access an upload needs; a profile image is the caller's own. A feedback
 * attachment needs no page, but a company: any of its members may send feedback.
 */
const PURPOSE_PAGE: Record<FilePurpose, PageKey | 'any' | null> = {
  'company-logo': 'company-details',
  'executive-picture': 'excutive-team',
  'profile-image': null,
  'template-attachment': 'question-registry',
  'event-attachment': 'calendar',
  'enquiry-attachment': 'questions',
  'enquiry-audio': 'questions',
  'feedback-attachment': 'any',
  'announcement-media': 'announcements',
  'announcement-thumbnail': 'announcements',
};

const EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'audio/mp4': 'm4a',
};

/** The purposes whose refusals name the file's own type rather than the image words. */
const ATTACHMENT_PURPOSES: readonly FilePurpose[] = [
  'template-attachment',
  'event-attachment',
  'enquiry-attachment',
  'enquiry-audio',
  'feedback-attachment',
];

/**
 * Why a file whose bytes are not an accepted type is refused. One named as an accepted type is
 * a disguise (a renamed .exe) and is told so: in the image words for the image-only purposes, in
 * the name's own type for attachments. Any other name is just a type the purpose does not take.
 */
function refusalOf(purpose: FilePurpose, filename: string) {
  const rule = UPLOAD_RULES[purpose];
  const ending = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const claimsAccepted = rule.types.some((type) => FILE_NAME_ENDINGS[type]?.includes(ending));
  if (!claimsAccepted) return rule.wrongType;
  return ATTACHMENT_PURPOSES.includes(purpose)
    ? messages.templates.attachmentDisguised(ending)
    : messages.uploads.disguised;
}

/**
 * file-type names an MPEG program stream by its version (MPEG-1 or MPEG-2); browsers and the
 * spec's type list know both as video/mpeg. An M4A file is MP4 audio under its older name.
 */
const SAME_TYPE_AS: Record<string, string> = {
  'video/MP1S': 'video/mpeg',
  'video/MP2P': 'video/mpeg',
  'audio/x-m4a': 'audio/mp4',
};

/**
 * The magic bytes name a container, not what is inside: a browser's recording (MediaRecorder)
 * is a WebM, Ogg or MP4 file that file-type reads as video. For a voice recording the container
 * is taken as the sound it carries.
 */
const AS_AUDIO: Record<string, string> = {
  'video/webm': 'audio/webm',
  'video/ogg': 'audio/ogg',
  'video/mp4': 'audio/mp4',
};

/** What the bytes really are, by their magic numbers; undefined when nothing matches. */
export async function detectType(purpose: FilePurpose, bytes: Buffer) {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  // An Ogg Opus file is answered as `audio/ogg; codecs=opus`: the type is what comes before `;`.
  const bare = detected.mime.split(';')[0]!.trim();
  const mime = SAME_TYPE_AS[bare] ?? bare;
  return { ext: detected.ext, mime: purpose === 'enquiry-audio' ? (AS_AUDIO[mime] ?? mime) : mime };
}

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
  if (
    page &&
    (!isMember(viewer) || viewer.locked || (page !== 'any' && !mayAccess(viewer, page, 'full')))
  )
    throw forbidden(messages.permission.denied);
  const rule = UPLOAD_RULES[purpose];
  if (file.bytes.length === 0) throw badInput(messages.uploads.nothingSelected);
  if (file.bytes.length > rule.maxBytes) throw badInput(rule.tooLarge);
  const detected = await detectType(purpose, file.bytes);
  // An announcement's attachment is checked against its name and recorded with its facts.
  if (purpose === 'announcement-media' && isMember(viewer))
    return storeWholeMedia(
      deps,
      { userId: viewer.user.id, companyId: viewer.companyId },
      { bytes: file.bytes, fileName: file.filename, type: detected?.mime },
    );
  if (!detected || !rule.types.includes(detected.mime))
    throw badInput(refusalOf(purpose, file.filename));
  const key = `${randomUUID()}.${EXTENSION[detected.mime] ?? detected.ext}`;
  const companyId = page ? viewer.companyId : null;
  await deps.storage.put(key, file.bytes);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await checkStorageQuota(tx, {
        userId: viewer.user.id,
        companyId,
        sizeBytes: file.bytes.length,
      });
      return repo.insertStoredFile(tx, {
        key,
        companyId,
        uploadedBy: viewer.user.id,
        purpose,
        contentType: detected.mime,
        sizeBytes: file.bytes.length,
        originalName: file.filename.slice(0, 255),
      });
    });
    return { key: row.key, url: deps.fileUrls.url(row.key) };
  } catch (error) {
    // Refused or failed: no row names these bytes, so they go too.
    await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
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
  if (!file.attachedAt) await repo.markAttached(db, key);
  return file;
}
