import { randomUUID } from 'node:crypto';
import { mediaKindOf } from '@quorum/shared';
import type { MediaUploadResult } from '@quorum/shared';
import type { Deps } from '../../../deps';
import type { MediaFacts } from '../../../db/schema';
import type { StoredFileRow } from '../repo';
import { insertStoredFile } from '../repo';
import { checkStorageQuota } from '../quota';
import type { ByteSource } from './byte-source';
import { readMediaFacts } from './facts';

export interface MediaOwner {
  userId: string;
  companyId: string;
}

export interface StoredMedia {
  /** Where the bytes already are in storage. */
  key: string;
  fileName: string;
  /** The type the bytes are (magic numbers). */
  type: string;
  source: ByteSource;
}

/**
 * Records an announcement's attachment whose bytes are in storage: reads its facts from the
 * bytes, stores an image's thumbnail beside it (an `announcement-thumbnail` file of the same
 * company), and writes both rows under the storage quota in one transaction. Refused or failed,
 * nothing stays: neither the rows nor the bytes.
 */
export async function recordMedia(
  deps: Deps,
  owner: MediaOwner,
  media: StoredMedia,
): Promise<MediaUploadResult> {
  let thumbnailKey: string | undefined;
  try {
    const { thumbnail, ...read } = await readMediaFacts(media.source, media.type);
    if (thumbnail) {
      thumbnailKey = `${randomUUID()}.jpg`;
      await deps.storage.put(thumbnailKey, thumbnail);
    }
    const facts: MediaFacts = { ...read, ...(thumbnailKey ? { thumbnailKey } : {}) };
    const row = await deps.db.transaction(async (tx) => {
      await checkStorageQuota(tx, {
        userId: owner.userId,
        companyId: owner.companyId,
        sizeBytes: media.source.size + (thumbnail?.length ?? 0),
      });
      if (thumbnailKey && thumbnail)
        await insertStoredFile(tx, {
          key: thumbnailKey,
          companyId: owner.companyId,
          uploadedBy: owner.userId,
          purpose: 'announcement-thumbnail',
          contentType: 'image/jpeg',
          sizeBytes: thumbnail.length,
          originalName: `${media.fileName.replace(/\.[^.]*$/, '')}-thumbnail.jpg`.slice(-255),
        });
      return insertStoredFile(tx, {
        key: media.key,
        companyId: owner.companyId,
        uploadedBy: owner.userId,
        purpose: 'announcement-media',
        contentType: media.type,
        sizeBytes: media.source.size,
        originalName: media.fileName.slice(0, 255),
        facts,
      });
    });
    return mediaUploadResult(deps, row);
  } catch (error) {
    await Promise.all(
      [media.key, thumbnailKey]
        .filter((key): key is string => key !== undefined)
        .map((key) => deps.storage.remove(key).catch(() => undefined)),
    );
    throw error;
  }
}

/** The answer to an announcement attachment's upload, whole or in chunks (spec's uploadChunk). */
export function mediaUploadResult(
  deps: Pick<Deps, 'fileUrls'>,
  row: StoredFileRow,
): MediaUploadResult {
  const facts = row.facts ?? {};
  const media = mediaKindOf(row.contentType);
  if (!media) throw new Error(`not an announcement's attachment: ${row.contentType}`);
  return {
    key: row.key,
    url: deps.fileUrls.url(row.key),
    thumbnailKey: facts.thumbnailKey ?? null,
    thumbnailUrl: facts.thumbnailKey ? deps.fileUrls.url(facts.thumbnailKey) : null,
    attachmentDuration: facts.durationSeconds ?? null,
    attachmentTotalPages: facts.totalPages ?? null,
    attachmentSize: row.sizeBytes,
    attachmentType: row.contentType,
    media,
    fileName: row.originalName,
  };
}
