import { messages } from '@quorum/shared';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import type { AnnouncementActions } from '../hooks/use-announcement-actions';

const text = messages.announcementScreens;

/** The two confirmations: to the Deleted tab, and for good (from the Deleted tab). */
export function AnnouncementDeleteDialogs({ actions }: { actions: AnnouncementActions }) {
  const { softDeleteDialog: toDeleted, hardDeleteDialog: forGood } = actions;
  return (
    <>
      <ConfirmDeleteModal
        opened={toDeleted.opened}
        title={text.deleteTitle}
        question={toDeleted.announcement ? text.deleteConfirm(toDeleted.announcement.title) : null}
        error={toDeleted.error}
        pending={toDeleted.pending}
        onConfirm={toDeleted.confirm}
        onCancel={toDeleted.cancel}
      />
      <ConfirmDeleteModal
        opened={forGood.opened}
        title={text.deleteForGoodTitle}
        question={
          forGood.announcement ? text.deleteForGoodConfirm(forGood.announcement.title) : null
        }
        error={forGood.error}
        pending={forGood.pending}
        onConfirm={forGood.confirm}
        onCancel={forGood.cancel}
      />
    </>
  );
}
