import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { feedbackSchema, messages, type FeedbackInput, type FeedbackValues } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { ModalActions } from '@/components/modals/modal-actions';
import { useSubmitFeedback } from '../api/submit-feedback';
import { FeedbackAttachmentField, useFeedbackAttachment } from './feedback-attachment-field';
import { showSupportFailure } from './support-failure';

/** The form itself: mounted afresh on every opening, so each starts empty. */
function FeedbackForm({ onClose }: { onClose: () => void }) {
  const attachment = useFeedbackAttachment();
  const submit = useSubmitFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FeedbackInput, unknown, FeedbackValues>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { title: '', description: '' },
  });

  const send = handleSubmit(({ title, description }) =>
    submit.mutate(
      { title, description, attachment: attachment.key },
      {
        onSuccess: () => {
          notifications.show({ message: messages.feedback.submitted });
          onClose();
        },
        onError: showSupportFailure,
      },
    ),
  );

  return (
    <form noValidate onSubmit={send}>
      <Stack gap="md">
        <TextInput
          label="Reason for feedback"
          autoComplete="off"
          data-autofocus
          {...register('title')}
          error={errors.title?.message}
        />
        <Textarea
          label="Description"
          autosize
          minRows={5}
          maxRows={12}
          {...register('description')}
          error={errors.description?.message}
        />
        <FeedbackAttachmentField attachment={attachment} disabled={submit.isPending} />
        <ModalActions
          onCancel={onClose}
          cancelDisabled={submit.isPending}
          confirmLabel="Send"
          confirming={submit.isPending}
          confirmDisabled={attachment.uploading}
        />
      </Stack>
    </form>
  );
}

/** Give feedback (spec §2 modal `feedback`): reason, description, an optional file; Cancel, Send. */
export function FeedbackModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Give feedback" centered size="lg">
      {opened ? <FeedbackForm onClose={onClose} /> : null}
    </Modal>
  );
}
