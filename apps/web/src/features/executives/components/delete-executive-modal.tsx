import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { FormError } from '@/components/form/form-error';
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
    <Modal opened={opened} onClose={close} title={messages.executives.deleteTitle} centered>
      <Stack gap="md">
        <Text size="sm">
          {executive ? messages.executives.deleteConfirm(executive.name) : null}
        </Text>
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
