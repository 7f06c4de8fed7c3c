import type { AnnouncementStatus } from '@quorum/shared';

/** A poll riding on the announcement (contract `PollInput`); `endsAt` an ISO date. */
export interface AnnouncementUploadPoll {
  title: string;
  options: string[];
  multipleChoice?: boolean;
  endsAt: string;
  audienceType?: string;
}

/**
 * What the editor hands over with the file: the announcement's words. The queue adds the
 * attachment, its thumbnail and the status once the file is stored. Plain JSON, as it is kept
 * in IndexedDB to survive a reload.
 */
export interface AnnouncementUploadInput {
  /** An announcement that exists (its attachment is replaced); left out, one is created. */
  announcementId?: string;
  title: string;
  body?: string;
  poll?: AnnouncementUploadPoll | null;
}

/** What the queue saved, once the upload is done. */
export interface SavedAnnouncement {
  announcementId: string;
  status: AnnouncementStatus;
}

export interface EnqueueAnnouncementUpload {
  file: File;
  announcementInput: AnnouncementUploadInput;
  /** The spec's upload type: saved as a draft or published. */
  type: AnnouncementStatus;
  /** Called in this page's life only; after a reload, `onAnnouncementSaved` listeners hear it. */
  onSaved?: (saved: SavedAnnouncement) => void;
}

/**
 * Spec §3 "Announcement upload entry" (id, name, title, size, loader, remainingTime, isLoading,
 * isError, isCancelled, isCompleted, type) and what the publishing box shows beside it.
 */
export interface AnnouncementUploadItem {
  id: string;
  /** The file's name, whole; the box cuts it at 30 characters. */
  name: string;
  /** The announcement's title. */
  title: string;
  size: number;
  /** Per cent of the file's bytes the server holds, 0 to 100. */
  loader: number;
  /** 'About 2 minutes', '0 seconds'; null while it cannot be told yet. */
  remainingTime: string | null;
  isLoading: boolean;
  isError: boolean;
  isCancelled: boolean;
  isCompleted: boolean;
  type: AnnouncementStatus;
  /** Why it failed, in the server's or the spec's words. */
  errorMessage: string | null;
  /** Paused while the person is asked whether to cancel. */
  isPaused: boolean;
  /** The bytes are stored: the server checks them and the announcement is being saved. */
  isFinishing: boolean;
  /** After a reload the browser could not give the file back: the person chooses it again. */
  needsFile: boolean;
}
