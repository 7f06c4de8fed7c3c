import { randomUUID } from 'node:crypto';
import { UPLOAD, UPLOAD_RULES, messages } from '@quorum/shared';
import type { FilePurpose, MediaUploadResult } from '@quorum/shared';
import type { Deps } from '../../../deps';
import { acceptMediaBytes, endingOf, sizeInWords } from './accept';
import { bufferSource } from './byte-source';
import type { MediaOwner } from './record';
import { recordMedia } from './record';

/**
 * The most one whole-file request takes for a purpose, and the words for more. An announcement's
 * attachment over 5 MB goes in chunks (POST /uploads), so a dropped connection resumes.
 */
export function wholeFileLimit(purpose: FilePurpose) {
  const rule = UPLOAD_RULES[purpose];
  return purpose === 'announcement-media'
    ? {
        maxBytes: UPLOAD.wholeFileMaxBytes,
        tooLarge: messages.uploads.wholeFileTooLarge(sizeInWords(UPLOAD.wholeFileMaxBytes)),
      }
    : { maxBytes: rule.maxBytes, tooLarge: rule.tooLarge };
}

/**
 * POST /files/announcement-media (the spec's uploadAnnouncementFile): a file of at most 5 MB, held
 * in memory, checked by its bytes against its name, stored, and recorded with its facts.
 */
export async function storeWholeMedia(
  deps: Deps,
  owner: MediaOwner,
  file: { bytes: Buffer; fileName: string; type: string | undefined },
): Promise<MediaUploadResult> {
  const type = acceptMediaBytes(file.fileName, file.type, file.bytes.length);
  // The name's ending is the bytes' own type's (checked above), and a safe key's ending.
  const key = `${randomUUID()}.${endingOf(file.fileName)}`;
  await deps.storage.put(key, file.bytes);
  return recordMedia(deps, owner, {
    key,
    fileName: file.fileName,
    type,
    source: bufferSource(file.bytes),
  });
}
