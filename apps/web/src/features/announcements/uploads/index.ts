/**
 * Announcement uploads: the queue that stores an announcement's file and then saves the
 * announcement, and the publishing box that shows it (spec screens §2 Announcements, rules §4
 * Uploads). What the rest of the announcements feature uses:
 *
 *   enqueueAnnouncementUpload({ file, announcementInput, type, onSaved? }): string (the entry's id)
 *     file               the one attachment: ≤ 5 MB goes whole to POST /files/announcement-media,
 *                        bigger in 5 MB chunks through POST /uploads (resumable after a reload)
 *     announcementInput  { announcementId? (edit), title, body?, poll? } — JSON only; the queue
 *                        adds attachment, attachmentThumbnail and status
 *     type               'draft' | 'published' (the status it is saved with)
 *     onSaved            ({ announcementId, status }) => void, in this page's life only
 *   checkAnnouncementFile(file): string | null   why the file would be refused (type, 50 MB / 4 GB
 *                                                 caps), in the spec's words; null if it may go
 *   largeVideoWarning(file): string | null        the spec's warning for a video over 50 MB, for the
 *                                                 editor to show before the upload
 *   useAnnouncementUploads(): { items, enqueue, askToCancel, resume, cancel, retry, discard,
 *                               chooseFileAgain }
 *   useUploadsRunning(): boolean                  the publishing box shows an entry (the box itself
 *                                                 moves the app's toasts aside, lib/toasts)
 *   onAnnouncementSaved(listener): () => void     every save by the queue, resumed ones included
 *   <PublishingBox />                             once, in the dashboard shell: the box bottom right,
 *                                                 resuming stored entries for the signed-in member
 *
 * Types: AnnouncementUploadInput, AnnouncementUploadItem (the spec's upload entry),
 * EnqueueAnnouncementUpload, SavedAnnouncement.
 */
export type {
  AnnouncementUploadInput,
  AnnouncementUploadItem,
  AnnouncementUploadPoll,
  EnqueueAnnouncementUpload,
  SavedAnnouncement,
} from './types';
export {
  enqueueAnnouncementUpload,
  onAnnouncementSaved,
  useAnnouncementUploads,
  useUploadsRunning,
} from './announcement-uploads';
export { checkAnnouncementFile, largeVideoWarning } from './check-file';
export { PublishingBox } from './components/publishing-box';
