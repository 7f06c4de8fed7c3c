import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { getSession, onSessionEnded } from '@/lib/session';
import { saveAnnouncement } from './save-announcement';
import { makeThumbnail } from './thumbnails/make-thumbnail';
import { restUploadsApi } from './transfer/uploads-api';
import { warnBeforeLeaving } from './leave-warning';
import { claimInThisTab } from './tab-claim';
import { indexedDbJournal } from './upload-journal';
import { createUploadQueue, type UploadQueue } from './upload-queue';
import type { EnqueueAnnouncementUpload, SavedAnnouncement } from './types';

/** This tab's one queue of announcement uploads, on the server's routes and IndexedDB. */
export const announcementUploads = createUploadQueue({
  api: restUploadsApi,
  journal: indexedDbJournal(),
  makeThumbnail,
  saveAnnouncement,
  claim: claimInThisTab,
  owner: () => {
    const session = getSession();
    return session?.companyId ? { userId: session.user._id, companyId: session.companyId } : null;
  },
});

warnBeforeLeaving(announcementUploads);

// Signing out forgets the member's uploads in this browser; a lapsed session keeps them for the
// next sign-in.
onSessionEnded((reason) => {
  if (reason === 'logout') announcementUploads.forgetAll();
});

/** The queue the box and hooks use: this tab's, or a test's own. */
export const UploadQueueContext = createContext<UploadQueue>(announcementUploads);

export const useUploadQueue = () => useContext(UploadQueueContext);

/** The uploads as the spec's entries, and what may be done to them. */
export function useAnnouncementUploads() {
  const queue = useUploadQueue();
  const items = useSyncExternalStore(queue.subscribe, queue.items, queue.items);
  return useMemo(
    () => ({
      items,
      enqueue: queue.enqueue,
      askToCancel: queue.askToCancel,
      resume: queue.resume,
      cancel: queue.cancel,
      retry: queue.resume,
      discard: queue.discard,
      chooseFileAgain: queue.chooseFileAgain,
    }),
    [items, queue],
  );
}

/** The publishing box shows an entry: toasts move left out of its way (spec). */
export function useUploadsRunning() {
  const queue = useUploadQueue();
  const shown = () => queue.items().length > 0;
  return useSyncExternalStore(queue.subscribe, shown, shown);
}

/** For code outside React (the editor's submit handler may use the hook's `enqueue` instead). */
export const enqueueAnnouncementUpload = (request: EnqueueAnnouncementUpload) =>
  announcementUploads.enqueue(request);

/** Every announcement the queue saves, those resumed after a reload included. */
export const onAnnouncementSaved = (listener: (saved: SavedAnnouncement) => void) =>
  announcementUploads.onSaved(listener);
