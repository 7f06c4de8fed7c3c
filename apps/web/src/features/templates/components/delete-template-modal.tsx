import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { FormError } from '@/components/form/form-error';
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
    <Modal opened={opened} onClose={close} title={text.deleteTitle} centered>
      <Stack gap="md">
        <Text size="sm">{template ? text.deleteConfirm(template.title) : null}</Text>
        <FormError message={remove.error?.message} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
