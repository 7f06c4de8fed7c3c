import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import { useDeleteExecutiveMember } from '../api/delete-executive-member';
import type { ExecutiveMember } from '../api/get-executive-members';

/** Asks before an executive leaves the team, naming them; stays open with the reason if it fails. */
export function DeleteExecutiveModal({
  opened,
  executive,
  onClose,
}: {
  opened: boolean;
  executive: ExecutiveMember | null;
  onClose: () => void;
}) {
  const remove = useDeleteExecutiveMember();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!executive) return;
    remove.mutate(executive._id, {
      onSuccess: () => {
        notifications.show({ message: messages.executives.deleted });
        close();
      },
    });
  };

  return (
    <ConfirmDeleteModal
      opened={opened}
      title={messages.executives.deleteTitle}
      question={executive ? messages.executives.deleteConfirm(executive.name) : null}
      error={remove.error?.message}
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
