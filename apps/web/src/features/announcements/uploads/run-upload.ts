import { messages, type AnnouncementMedia } from '@quorum/shared';
import { isApiError } from '@/lib/graphql';
import { claimedKindOf, mediaTypeOf } from './check-file';
import type { AnnouncementToSave } from './save-announcement';
import { makesBrowserThumbnail } from './thumbnails/make-thumbnail';
import { goesWhole, heldBytes } from './transfer/chunk-plan';
import { isRetryable, withRetries, type RetryOptions } from './transfer/retry';
import { sendChunks } from './transfer/send-chunks';
import type { StoredMedia, UploadsApi } from './transfer/uploads-api';
import type { UploadRecord } from './upload-record';
import type { SavedAnnouncement } from './types';

/** What an upload needs from outside: the server, the thumbnail maker and the GraphQL save. */
export interface UploadServices {
  api: UploadsApi;
  makeThumbnail: (
    file: Blob,
    kind: AnnouncementMedia | null,
    signal: AbortSignal,
  ) => Promise<Blob | null>;
  saveAnnouncement: (save: AnnouncementToSave, signal: AbortSignal) => Promise<SavedAnnouncement>;
  retry?: RetryOptions;
}

export interface UploadProgress {
  /** Bytes the server holds, in all. */
  stored: (bytes: number) => void;
  /** The bytes are all in: the server checks them, then the announcement is saved. */
  finishing: () => void;
  /** A step's answer, to keep for a resume. */
  remember: (change: Partial<UploadRecord>) => void;
}

/** The browser's thumbnail is still to make, and needs the file. */
export function needsBrowserThumbnail(record: UploadRecord) {
  const kind = record.media?.media ?? claimedKindOf(record.file);
  return !record.thumbnailTried && !record.media?.thumbnailKey && makesBrowserThumbnail(kind);
}

/** What is left to do needs the file's bytes (a reload may have lost them). */
export const needsFile = (record: UploadRecord) =>
  record.media === null || needsBrowserThumbnail(record);

async function storeInChunks(
  record: UploadRecord,
  file: Blob,
  services: UploadServices,
  progress: UploadProgress,
  signal: AbortSignal,
): Promise<StoredMedia> {
  const { api } = services;
  const retrying = <T>(call: (signal: AbortSignal) => Promise<T>) =>
    withRetries(signal, call, services.retry);

  let upload = null;
  if (record.uploadId) {
    const uploadId = record.uploadId;
    // The server may have swept it (idle a day) or the person discarded it elsewhere: start anew.
    upload = await retrying((s) => api.uploadStatus(uploadId, s)).catch((error: unknown) => {
      if (isApiError(error, 'NOT_FOUND')) return null;
      throw error;
    });
  }
  if (!upload) {
    upload = await retrying((s) =>
      api.createUpload(
        {
          fileName: record.file.name,
          size: record.file.size,
          type: mediaTypeOf(record.file) ?? record.file.type,
        },
        s,
      ),
    );
    progress.remember({ uploadId: upload.uploadId });
  }

  const { uploadId, totalChunks, chunkBytes } = upload;
  let stored = heldBytes(upload.heldChunks, file.size, chunkBytes);
  progress.stored(stored);
  await sendChunks(
    { uploadId, file, totalChunks, chunkBytes, held: upload.heldChunks },
    {
      api,
      signal,
      ...services.retry,
      onChunkStored: (_index, bytes) => {
        stored += bytes;
        progress.stored(stored);
      },
    },
  );
  progress.finishing();
  return retrying((s) => api.completeUpload(uploadId, s));
}

/** The browser's thumbnail, stored beside the file; its key, or null when there is none. */
async function browserThumbnail(
  record: UploadRecord,
  media: StoredMedia,
  file: Blob,
  services: UploadServices,
  signal: AbortSignal,
): Promise<string | null> {
  const kind = media.media;
  const image = await services.makeThumbnail(file, kind, signal);
  if (!image) return null;
  const thumbnailName = `${record.file.name.replace(/\.[^.]*$/, '')}-thumbnail.jpg`;
  try {
    const { key } = await withRetries(
      signal,
      (s) => services.api.uploadThumbnail(image, thumbnailName, s),
      services.retry,
    );
    return key;
  } catch (error) {
    // Refused by the server's checks, the announcement goes without a thumbnail rather than
    // unsaved; no connection is a failure like any other, to retry.
    if (signal.aborted || isRetryable(error)) throw error;
    return null;
  }
}

/**
 * One announcement upload from wherever its record says it got to: the file stored (whole, or in
 * chunks the server does not hold yet), the browser's thumbnail, then the announcement saved.
 * Each step's answer is remembered as it comes, so a resume skips what is done.
 */
export async function runUpload(
  record: UploadRecord,
  file: Blob | null,
  services: UploadServices,
  progress: UploadProgress,
  signal: AbortSignal,
): Promise<SavedAnnouncement> {
  if (record.saved) return record.saved;
  let media = record.media;
  if (!media) {
    if (!file) throw new Error(messages.uploads.chooseFileAgain(record.file.name));
    media = goesWhole(record.file.size)
      ? await withRetries(
          signal,
          (s) => services.api.uploadWhole(file, record.file.name, s),
          services.retry,
        )
      : await storeInChunks(record, file, services, progress, signal);
    progress.remember({ media });
  }
  progress.stored(record.file.size);
  progress.finishing();

  let thumbnailKey = record.thumbnailKey ?? media.thumbnailKey;
  if (file && needsBrowserThumbnail({ ...record, media })) {
    thumbnailKey = await browserThumbnail(record, media, file, services, signal);
    progress.remember({ thumbnailKey, thumbnailTried: true });
  }

  const saved = await services.saveAnnouncement(
    {
      input: record.input,
      status: record.type,
      attachment: media.key,
      attachmentThumbnail: thumbnailKey,
    },
    signal,
  );
  progress.remember({ saved });
  return saved;
}
