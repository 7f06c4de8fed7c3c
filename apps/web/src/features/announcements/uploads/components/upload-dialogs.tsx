import { Button, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import { displayFileName } from '../display-name';

/**
 * Spec: 'Cancel publishing announcement?' (Cancel, Resume upload). The upload waits while it is
 * asked; closing the dialog any other way resumes it, so nothing is lost by a stray Escape.
 */
export function CancelPublishingDialog({
  fileName,
  onCancelPublishing,
  onResume,
}: {
  /** The entry asked about; null keeps the dialog closed. */
  fileName: string | null;
  onCancelPublishing: () => void;
  onResume: () => void;
}) {
  return (
    <Modal
      opened={fileName !== null}
      onClose={onResume}
      title={messages.uploads.cancelPublishingTitle}
      centered
    >
      <Stack gap="md">
        {fileName ? (
          <Text size="sm" fw={600}>
            {displayFileName(fileName)}
          </Text>
        ) : null}
        <Text size="sm">{messages.uploads.cancelPublishingQuestion}</Text>
        <ModalActions
          onCancel={onCancelPublishing}
          cancelLabel="Cancel"
          confirmLabel="Resume upload"
          onConfirm={onResume}
          focusConfirm
          stackOnPhone
        />
      </Stack>
    </Modal>
  );
}

/** Spec: 'Discard announcement?' (Cancel, Discard, Retry uploading), for a failed entry. */
export function DiscardAnnouncementDialog({
  fileName,
  canRetry,
  onClose,
  onDiscard,
  onRetry,
}: {
  fileName: string | null;
  /** Retry uploading needs the file: not offered while it must be chosen again. */
  canRetry: boolean;
  onClose: () => void;
  onDiscard: () => void;
  onRetry: () => void;
}) {
  return (
    <Modal
      opened={fileName !== null}
      onClose={onClose}
      title={messages.uploads.discardTitle}
      centered
    >
      <Stack gap="md">
        {fileName ? (
          <Text size="sm" fw={600}>
            {displayFileName(fileName)}
          </Text>
        ) : null}
        <Text size="sm">{messages.uploads.discardQuestion}</Text>
        <ModalActions
          onCancel={onClose}
          focusCancel
          {...(canRetry ? { confirmLabel: 'Retry uploading', onConfirm: onRetry } : {})}
          stackOnPhone
        >
          <Button color="red" variant="light" onClick={onDiscard}>
            Discard
          </Button>
        </ModalActions>
      </Stack>
    </Modal>
  );
}
