import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import { useDeleteResponseTemplate } from '../api/delete-response-template';
import type { ResponseTemplate } from '../api/get-response-templates';

const text = messages.templates;

/** Asks before a template is deleted for good, naming it; stays open with the reason if it fails. */
export function DeleteTemplateModal({
  opened,
  template,
  onClose,
}: {
  opened: boolean;
  template: ResponseTemplate | null;
  onClose: () => void;
}) {
  const remove = useDeleteResponseTemplate();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!template) return;
    remove.mutate(template._id, {
      onSuccess: ({ message }) => {
        notifications.show({ message });
        close();
      },
    });
  };

  return (
    <ConfirmDeleteModal
      opened={opened}
      title={text.deleteTitle}
      question={template ? text.deleteConfirm(template.title) : null}
      error={remove.error?.message}
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
