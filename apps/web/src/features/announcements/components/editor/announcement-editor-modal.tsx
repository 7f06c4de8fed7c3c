import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, type AnnouncementStatus } from '@quorum/shared';
import { useState } from 'react';
import { isApiError } from '@/lib/graphql';
import { useSaveAnnouncement } from '../../hooks/use-save-announcement';
import type { AttachmentChoice } from './attachment-field';
import { AnnouncementEditorForm } from './announcement-editor-form';
import type { EditorTarget, ParsedEditorValues } from './editor-values';

const text = messages.announcementScreens;

const TITLES: Record<EditorTarget['kind'], string> = {
  announcement: text.editorNewTitle,
  poll: text.editorNewPollTitle,
  edit: text.editorEditTitle,
};

/**
 * Create or change an announcement or a standing poll. A save with a new file hands it to the
 * upload queue and closes at once (the publishing box shows its progress); any other save waits
 * for the server, and a refusal stays in the form with what was typed.
 */
export function AnnouncementEditorModal({
  opened,
  target,
  opening,
  onClose,
}: {
  opened: boolean;
  target: EditorTarget | null;
  /** Changes on every opening, so each one starts from the announcement it shows. */
  opening: number;
  onClose: () => void;
}) {
  const saver = useSaveAnnouncement();
  const [error, setError] = useState<string | null>(null);
  const announcement = target?.kind === 'edit' ? target.announcement : null;

  const close = () => {
    saver.reset();
    setError(null);
    onClose();
  };

  const save = (
    values: ParsedEditorValues,
    attachment: AttachmentChoice,
    status: AnnouncementStatus,
  ) => {
    setError(null);
    saver
      .save({ announcement, standingPoll: target?.kind === 'poll', values, attachment, status })
      .then((outcome) => {
        notifications.show({
          message:
            outcome.kind === 'queued'
              ? text.uploading
              : outcome.status === 'published' && announcement?.status !== 'published'
                ? text.published
                : announcement
                  ? text.updated
                  : text.savedDraft,
        });
        close();
      })
      .catch((failure: Error) => setError(isApiError(failure) ? failure.message : text.saveFailed));
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={target ? TITLES[target.kind] : null}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {target ? (
        <AnnouncementEditorForm
          key={opening}
          target={target}
          saving={saver.saving}
          error={error}
          onSave={save}
          onCancel={close}
        />
      ) : null}
    </Modal>
  );
}
