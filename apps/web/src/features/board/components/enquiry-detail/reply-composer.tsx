import { Alert, Button, FileButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { MAX_ATTACHMENTS_PER_ITEM, messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import { ATTACHMENT_ACCEPT } from './attachment-rules';
import { formatDateTime } from './format-time';
import { ReplyAttachmentList } from './reply-attachment-list';
import type { ReplyComposerControls } from './use-reply-composer';
import { VoiceReplyControls } from './voice-reply-controls';

/**
 * Writing the reply: text, up to five attachments, a voice recording; Save draft keeps it for
 * later (the card goes to Drafted), Send reply sends it (a guest's by email, after asking).
 */
export function ReplyComposer({ composer }: { composer: ReplyComposerControls }) {
  const { form, attachments, voice, saving, busy } = composer;
  const contentError = form.formState.errors.content?.message;
  const attachmentsError = form.formState.errors.attachments?.message;
  return (
    <Stack
      component="form"
      gap="xs"
      aria-label="Reply"
      onSubmit={(event) => {
        event.preventDefault();
        composer.send();
      }}
    >
      <Textarea
        label="Your reply"
        placeholder="Write a reply to the investor"
        description={
          composer.draftSavedAt ? `Draft saved ${formatDateTime(composer.draftSavedAt)}` : undefined
        }
        autosize
        minRows={4}
        maxRows={14}
        error={contentError}
        {...form.register('content')}
      />
      <ReplyAttachmentList attachments={attachments} disabled={saving !== null} />
      {attachmentsError ? (
        <Text size="xs" c="red.7" role="alert">
          {attachmentsError}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        <FileButton
          onChange={(files) => attachments.pick(files)}
          accept={ATTACHMENT_ACCEPT}
          multiple
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              disabled={saving !== null || attachments.full}
            >
              Attach files ({attachments.entries.length}/{MAX_ATTACHMENTS_PER_ITEM})
            </Button>
          )}
        </FileButton>
        <VoiceReplyControls voice={voice} disabled={saving !== null} />
      </Group>
      {attachments.full ? (
        <Text size="xs" c="dimmed">
          {messages.board.tooManyAttachments}
        </Text>
      ) : null}
      {composer.failure ? (
        <Alert color="red" role="alert" p="xs">
          {composer.failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button
          variant="default"
          onClick={composer.saveDraft}
          loading={saving === 'draft'}
          disabled={busy && saving !== 'draft'}
        >
          Save draft
        </Button>
        <Button
          type="submit"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={saving === 'send'}
          disabled={busy && saving !== 'send'}
        >
          Send reply
        </Button>
      </Group>
      <Modal
        opened={composer.pendingSend !== null}
        onClose={composer.cancelSend}
        title="Send the reply?"
        centered
      >
        <Stack gap="md">
          <Text size="sm">{messages.board.guestReplyConfirm(composer.emailedTo ?? '')}</Text>
          <ModalActions
            onCancel={composer.cancelSend}
            confirmLabel="Send"
            onConfirm={composer.confirmSend}
            focusConfirm
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
