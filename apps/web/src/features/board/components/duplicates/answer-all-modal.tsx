import { Alert, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { BOARD_LIMITS, messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import { useAnswerSimilarQuestions } from '../../api/similar-questions';

const text = messages.duplicates;

/**
 * "Answer all": one reply written once, then confirmed ("Send this reply to 3 investors?") before
 * the server sends it to each asker in their own thread. The words start from the drawer's
 * composer, so an answer picked from the registry there carries over.
 */
export function AnswerAllModal({
  opened,
  enquiryIds,
  initialContent,
  onClose,
}: {
  opened: boolean;
  enquiryIds: string[];
  initialContent: string;
  onClose: () => void;
}) {
  const [content, setContent] = useState(initialContent);
  const [confirming, setConfirming] = useState(false);
  const answer = useAnswerSimilarQuestions();
  const count = enquiryIds.length;
  const trimmed = content.trim();

  const close = () => {
    setConfirming(false);
    answer.reset();
    onClose();
  };
  const send = () =>
    answer.mutate(
      { enquiryIds, content: trimmed },
      {
        onSuccess: close,
        onError: () => setConfirming(false),
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={confirming ? text.confirmTitle : text.composerTitle(count)}
      size="lg"
    >
      {confirming ? (
        <Stack gap="md">
          <Text>{text.confirm(count)}</Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {trimmed}
          </Text>
          <ModalActions
            onCancel={() => setConfirming(false)}
            cancelLabel={text.back}
            cancelDisabled={answer.isPending}
            confirmLabel={text.send(count)}
            onConfirm={send}
            confirming={answer.isPending}
            focusConfirm
          />
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed) setConfirming(true);
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {text.composerHint}
            </Text>
            {answer.isError ? (
              <Alert color="red" role="alert">
                {answer.error.message}
              </Alert>
            ) : null}
            <Textarea
              label={text.replyLabel}
              value={content}
              onChange={(event) => setContent(event.currentTarget.value)}
              autosize
              minRows={5}
              maxRows={14}
              maxLength={BOARD_LIMITS.replyMaxLength}
              required
              data-autofocus
            />
            <ModalActions
              onCancel={close}
              cancelLabel={text.cancel}
              confirmLabel={text.review}
              confirmDisabled={trimmed === ''}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
