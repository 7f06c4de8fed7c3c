import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { useModalTarget } from '@/hooks/use-modal-target';
import { isApiError } from '@/lib/graphql';
import type { Announcement } from '../api/announcement-fields';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { usePinAnnouncement } from '../api/pin-announcement';
import { useRestoreAnnouncement } from '../api/restore-announcement';
import { useSoftDeleteAnnouncement } from '../api/soft-delete-announcement';
import { useStarAnnouncement } from '../api/star-announcement';
import { showUndoToast } from '@/components/feedback/undo-toast';

const text = messages.announcementScreens;

/**
 * Why a delete failed: the server's own words when it refused knowingly (gone meanwhile, no
 * permission), otherwise the spec's 'Something went wrong while trying to delete the announcement'.
 */
const deleteFailure = (error: Error | null) =>
  error === null
    ? undefined
    : isApiError(error) && ['NOT_FOUND', 'FORBIDDEN'].includes(error.code)
      ? error.message
      : text.deleteFailed;

const showFailure = (error: Error) => notifications.show({ color: 'red', message: error.message });

/**
 * Star, pin, delete (to the Deleted tab, with Undo in the toast), restore and delete for good,
 * each delete after its confirmation. `onGone` runs once an announcement leaves the place it was
 * shown in (the detail page goes back to the list).
 */
export function useAnnouncementActions({ onGone }: { onGone?: () => void } = {}) {
  const star = useStarAnnouncement();
  const pin = usePinAnnouncement();
  const softDelete = useSoftDeleteAnnouncement();
  const restore = useRestoreAnnouncement();
  const hardDelete = useDeleteAnnouncement();
  const askDelete = useModalTarget<Announcement>();
  const askDeleteForGood = useModalTarget<Announcement>();

  const restoreNow = (announcement: Announcement) =>
    restore.mutate(announcement.announcementId, {
      onSuccess: () => notifications.show({ message: messages.announcements.restored }),
      onError: showFailure,
    });

  return {
    toggleStar: (announcement: Announcement) =>
      star.mutate(
        { announcementId: announcement.announcementId, starred: !announcement.starred },
        { onError: showFailure },
      ),
    togglePin: (announcement: Announcement) =>
      pin.mutate(
        { announcementId: announcement.announcementId, isPinned: !announcement.isPinned },
        {
          onSuccess: () =>
            notifications.show({ message: announcement.isPinned ? text.unpinned : text.pinned }),
          onError: showFailure,
        },
      ),
    restore: restoreNow,
    askDelete: (announcement: Announcement) => {
      softDelete.reset();
      askDelete.open(announcement);
    },
    askDeleteForGood: (announcement: Announcement) => {
      hardDelete.reset();
      askDeleteForGood.open(announcement);
    },
    /** Is this announcement's star or pin on its way (its toggle shows busy)? */
    busy: (announcement: Announcement) =>
      (star.isPending && star.variables.announcementId === announcement.announcementId) ||
      (pin.isPending && pin.variables.announcementId === announcement.announcementId),
    softDeleteDialog: {
      opened: askDelete.opened,
      announcement: askDelete.target,
      pending: softDelete.isPending,
      error: deleteFailure(softDelete.error),
      confirm: () => {
        const announcement = askDelete.target;
        if (!announcement) return;
        softDelete.mutate(announcement.announcementId, {
          onSuccess: () => {
            askDelete.close();
            showUndoToast(messages.announcements.softDeleted, () => restoreNow(announcement));
            onGone?.();
          },
        });
      },
      cancel: askDelete.close,
    },
    hardDeleteDialog: {
      opened: askDeleteForGood.opened,
      announcement: askDeleteForGood.target,
      pending: hardDelete.isPending,
      error: deleteFailure(hardDelete.error),
      confirm: () => {
        const announcement = askDeleteForGood.target;
        if (!announcement) return;
        hardDelete.mutate(announcement.announcementId, {
          onSuccess: () => {
            askDeleteForGood.close();
            notifications.show({ message: messages.announcements.deleted });
            onGone?.();
          },
        });
      },
      cancel: askDeleteForGood.close,
    },
  };
}

export type AnnouncementActions = ReturnType<typeof useAnnouncementActions>;
