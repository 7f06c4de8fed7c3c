import { Button, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import { NestedDialog } from './nested-dialog';

const text = messages.registry;

/**
 * 'Close without saving?' (spec §2, §4): Close keeps editing, Don't save changes drops them, Save
 * saves (as a draft when the question is one, or has no response yet).
 */
export function CloseWithoutSavingDialog({
  opened,
  saving,
  onStay,
  onDiscard,
  onSave,
}: {
  opened: boolean;
  saving: boolean;
  onStay: () => void;
  onDiscard: () => void;
  onSave: () => void;
}) {
  return (
    <NestedDialog opened={opened} onClose={onStay} title={text.closeWithoutSaving} size="md">
      <Stack gap="lg">
        <Text size="sm">{text.unsavedChanges}</Text>
        {/* One row where it fits; on a phone stacked full width, Save on top. */}
        <ModalActions
          stackOnPhone
          onCancel={onStay}
          cancelLabel="Close"
          focusCancel
          confirmLabel="Save"
          onConfirm={onSave}
          confirming={saving}
        >
          <Button variant="light" color="red" onClick={onDiscard} disabled={saving}>
            {text.dontSaveChanges}
          </Button>
        </ModalActions>
      </Stack>
    </NestedDialog>
  );
}
