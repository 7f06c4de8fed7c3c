import { Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DELETED_REGISTRY_RETENTION_DAYS, messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import type { RegistryActions } from '../../hooks/use-registry-actions';
import type { RegistryAction } from '../../hooks/use-registry-dialogs';

const text = messages.registry;
const days = DELETED_REGISTRY_RETENTION_DAYS;

/** The words of each confirmation: spec §2 for the selection, ours for one question. */
function wordsFor(action: RegistryAction, bulk: boolean) {
  if (action.kind === 'deletePermanently')
    return {
      title: text.deletePermanentlyTitle,
      body: text.deletePermanentlyConfirm(action.ids.length),
      confirm: 'Delete permanently',
      cancel: 'Cancel',
    };
  return bulk
    ? {
        title: text.deleteSelectedConfirm,
        body: text.deleteSelectedText(days),
        confirm: 'Delete',
        cancel: text.keepQuestions,
      }
    : {
        title: text.deleteQuestionTitle,
        body: text.deleteQuestionConfirm(days),
        confirm: 'Delete',
        cancel: 'Cancel',
      };
}

/**
 * Asks before a delete: to the Deleted tab ('Delete all selected questions?' with Keep Questions
 * for a selection) or for good. Stays open while the change is on its way; an unexpected failure
 * replaces it with 'Oops, let's try again!'.
 */
export function RegistryConfirmModal({
  opened,
  action,
  bulk,
  actions,
  onClose,
}: {
  opened: boolean;
  action: RegistryAction;
  bulk: boolean;
  actions: RegistryActions;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const words = wordsFor(action, bulk);
  const confirm = async () => {
    setBusy(true);
    const outcome = await actions.run(action);
    setBusy(false);
    if (outcome !== 'dialog') onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={words.title} centered>
      <Stack gap="md">
        <Text size="sm">{words.body}</Text>
        <ModalActions
          onCancel={onClose}
          cancelLabel={words.cancel}
          focusCancel
          confirmLabel={words.confirm}
          confirmColor="red"
          onConfirm={() => void confirm()}
          confirming={busy}
        />
      </Stack>
    </Modal>
  );
}
