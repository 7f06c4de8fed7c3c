import type { AnnouncementStatus } from '@quorum/shared';
import type { StoredMedia } from './transfer/uploads-api';
import type { AnnouncementUploadInput, SavedAnnouncement } from './types';

/** The chosen file as it was: how a file chosen again after a reload is known to be the same. */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

/**
 * One announcement upload as kept across a reload: whose it is, what to save, and how far it got.
 * Each step's answer is written as soon as it comes, so a resume starts after it.
 */
export interface UploadRecord {
  id: string;
  userId: string;
  companyId: string;
  createdAt: number;
  type: AnnouncementStatus;
  input: AnnouncementUploadInput;
  file: FileFacts;
  /** The server's resumable upload (chunked path), once created. */
  uploadId: string | null;
  /** The stored file, once the last chunk is in (or the whole file was). */
  media: StoredMedia | null;
  thumbnailKey: string | null;
  /** The browser's thumbnail was tried (made or not): not tried again. */
  thumbnailTried: boolean;
  saved: SavedAnnouncement | null;
}

export const factsOf = (file: File): FileFacts => ({
  name: file.name,
  size: file.size,
  type: file.type,
  lastModified: file.lastModified,
});

/** Spec-less but needed: a file chosen again must be the one the upload began with. */
export const isSameFile = (facts: FileFacts, file: File) =>
  file.name === facts.name && file.size === facts.size && file.lastModified === facts.lastModified;
