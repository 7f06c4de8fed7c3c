// An announcement's one attachment and its thumbnail: claimed from the company's uploads, with
// the facts the server read from the bytes (never the client's), and their files removed when
// nothing names them any more.
import { mediaKindOf, messages } from '@quorum/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../lib/storage';
import type { Db } from '../../db/client';
import { badInput } from '../../core/errors';
import { claimUpload } from '../uploads';
import * as repo from './file-repo';
import type { AnnouncementValues } from './repo';
import type { AnnouncementRow } from './types';

type AttachmentColumns = Pick<
  AnnouncementValues,
  | 'attachmentKey'
  | 'attachmentName'
  | 'attachmentType'
  | 'media'
  | 'attachmentSize'
  | 'attachmentDuration'
  | 'attachmentTotalPages'
  | 'attachmentThumbnailKey'
>;

export const NO_ATTACHMENT: Required<AttachmentColumns> = {
  attachmentKey: null,
  attachmentName: null,
  attachmentType: null,
  media: null,
  attachmentSize: null,
  attachmentDuration: null,
  attachmentTotalPages: null,
  attachmentThumbnailKey: null,
};

/**
 * The attachment's columns from its stored file: the type its bytes are, its size, and what was
 * read from it (a video's or a sound's length, a PDF's pages). The thumbnail is the one the server
 * made from the file (an image's), if any; the caller may replace it with one sent beside.
 */
async function claimAttachment(db: Db, companyId: string, key: string) {
  const file = await claimUpload(db, key, { purpose: 'announcement-media', companyId });
  const media = mediaKindOf(file.contentType);
  if (!media) throw badInput(messages.uploads.unknownFile);
  const facts = file.facts ?? {};
  const madeThumbnail = facts.thumbnailKey
    ? await claimUpload(db, facts.thumbnailKey, { purpose: 'announcement-thumbnail', companyId })
        .then((thumbnail) => thumbnail.key)
        // A thumbnail that is gone (swept, or never stored) leaves the attachment without one.
        .catch(() => null)
    : null;
  return {
    attachmentKey: file.key,
    attachmentName: file.originalName || file.key,
    attachmentType: file.contentType,
    media,
    attachmentSize: file.sizeBytes,
    attachmentDuration: facts.durationSeconds ?? null,
    attachmentTotalPages: facts.totalPages ?? null,
    attachmentThumbnailKey: madeThumbnail,
  } satisfies Required<AttachmentColumns>;
}

/** What the form says of the files: a key sets, null removes, undefined keeps. */
export interface FileChoice {
  attachment?: string | null;
  attachmentThumbnail?: string | null;
}

/**
 * The attachment columns an edit writes, and the keys it lets go of (to release once written).
 * A new attachment brings its server-made thumbnail unless the form sends one; removing the
 * attachment removes its thumbnail.
 */
export async function chooseFiles(
  db: Db,
  companyId: string,
  current: AttachmentColumns | undefined,
  choice: FileChoice,
): Promise<{ columns: Partial<AttachmentColumns>; dropped: string[] }> {
  const columns: Partial<AttachmentColumns> = {};
  const changedAttachment =
    choice.attachment !== undefined && choice.attachment !== (current?.attachmentKey ?? null);
  if (changedAttachment)
    Object.assign(
      columns,
      choice.attachment === null
        ? NO_ATTACHMENT
        : await claimAttachment(db, companyId, choice.attachment!),
    );
  if (choice.attachmentThumbnail !== undefined) {
    const hasAttachment = changedAttachment
      ? choice.attachment !== null
      : Boolean(current?.attachmentKey);
    columns.attachmentThumbnailKey =
      choice.attachmentThumbnail === null || !hasAttachment
        ? null
        : (
            await claimUpload(db, choice.attachmentThumbnail, {
              purpose: 'announcement-thumbnail',
              companyId,
            })
          ).key;
  }
  const kept = new Set([
    columns.attachmentKey !== undefined ? columns.attachmentKey : current?.attachmentKey,
    columns.attachmentThumbnailKey !== undefined
      ? columns.attachmentThumbnailKey
      : current?.attachmentThumbnailKey,
  ]);
  const dropped = [current?.attachmentKey, current?.attachmentThumbnailKey].filter(
    (key): key is string => typeof key === 'string' && !kept.has(key),
  );
  return { columns, dropped };
}

/**
 * Deletes the stored files of these keys that no announcement still names, with the thumbnails
 * the server made from them; answers the keys whose bytes may go once the transaction commits.
 */
export async function releaseFiles(db: Db, companyId: string, keys: readonly string[]) {
  const unique = [...new Set(keys)];
  const files = await repo.findFiles(db, companyId, unique);
  const made = files.flatMap((file) => (file.facts?.thumbnailKey ? [file.facts.thumbnailKey] : []));
  return repo.deleteUnusedFiles(db, companyId, [...new Set([...unique, ...made])]);
}

/** The files an announcement names, to release when it is deleted for good. */
export const filesOf = (row: Pick<AnnouncementRow, 'attachmentKey' | 'attachmentThumbnailKey'>) =>
  [row.attachmentKey, row.attachmentThumbnailKey].filter((key): key is string => key !== null);

/** Removes the bytes of released files; bytes that fail to go are only space, and logged. */
export async function removeBytes(
  deps: { storage: FileStorage; log: Pick<FastifyBaseLogger, 'warn'> },
  keys: readonly string[],
) {
  for (const key of keys)
    await deps.storage.remove(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'announcement file not removed from storage');
    });
}
