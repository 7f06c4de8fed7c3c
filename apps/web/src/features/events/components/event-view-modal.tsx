import { Button, Modal, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import { ModalActions } from '@/components/modals/modal-actions';
import { Timeline } from '@/features/activity';
import type { CompanyEvent } from '../api/event-fields';
import { useDeleteEvent } from '../api/delete-event';
import { downloadEventIcs } from '../api/download-event-ics';
import { EventDetails } from './event-details';

const text = messages.events;

/** One event: its details, its calendar file, and (for those who may) edit and delete. */
export function EventViewModal({
  event,
  mayChange,
  onEdit,
  onClose,
}: {
  event: CompanyEvent | null;
  mayChange: boolean;
  onEdit: (event: CompanyEvent) => void;
  onClose: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();
  const remove = useDeleteEvent();

  const download = async (shown: CompanyEvent) => {
    setDownloadError(undefined);
    try {
      await downloadEventIcs(shown._id, shown.title);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : messages.generic.tryAgain);
    }
  };

  return (
    <>
      <Modal
        opened={event !== null && !confirming}
        onClose={onClose}
        title={event?.title}
        size="lg"
        centered
      >
        {event ? (
          <Stack gap="md">
            <EventDetails event={event} />
            <Timeline subjectType="event" subjectId={event._id} title="Changes" />
            <FormError message={downloadError} />
            <ModalActions onCancel={onClose} cancelLabel="Close" stackOnPhone>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void download(event)}
              >
                Download .ics
              </Button>
              {mayChange ? (
                <>
                  <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                    Delete
                  </Button>
                  <Button onClick={() => onEdit(event)}>Edit</Button>
                </>
              ) : null}
            </ModalActions>
          </Stack>
        ) : null}
      </Modal>
      <ConfirmDeleteModal
        opened={event !== null && confirming}
        title="Delete event"
        question={event ? `${text.deleteConfirm(event.title)} ${text.deleteExplained}` : null}
        error={remove.error?.message}
        pending={remove.isPending}
        onCancel={() => {
          remove.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          event &&
          remove.mutate(event._id, {
            onSuccess: () => {
              setConfirming(false);
              onClose();
            },
          })
        }
      />
    </>
  );
}
