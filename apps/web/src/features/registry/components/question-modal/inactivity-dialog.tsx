import { Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import { NestedDialog } from './nested-dialog';

const text = messages.registry;

/**
 * 'You seem inactive. Do you want to continue editing?' (spec §2). Only Yes or No answers it:
 * Escape or a click beside it would leave the lock's fate undecided.
 */
export function InactivityDialog({
  opened,
  onYes,
  onNo,
}: {
  opened: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <NestedDialog
      opened={opened}
      onClose={onYes}
      title={text.inactiveTitle}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Stack gap="lg">
        <Text size="sm">{text.inactive}</Text>
        <ModalActions
          onCancel={onNo}
          cancelLabel="No"
          confirmLabel="Yes"
          onConfirm={onYes}
          focusConfirm
        />
      </Stack>
    </NestedDialog>
  );
}
