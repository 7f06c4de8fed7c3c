import '@mantine/dropzone/styles.css';
import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPaperclip } from '@tabler/icons-react';
import { FILE_NAME_ENDINGS, UPLOAD_RULES, messages } from '@quorum/shared';
import { UploadList } from '@/components/files/upload-list';
import { UploadRefusals } from '@/components/files/upload-refusals';
import { chosenFile, useAttachmentUploads } from '@/hooks/use-attachment-uploads';
import { dropzoneRefusal } from '@/lib/uploads/dropzone-refusal';
import { uploadFeebackAttachment } from '../api/upload-feeback-attachment';

const RULE = UPLOAD_RULES['feedback-attachment'];
const text = messages.feedback;

/** The accepted types with their name endings, so the file dialog offers them. */
const ACCEPT = Object.fromEntries(
  RULE.types.map((type) => [type, (FILE_NAME_ENDINGS[type] ?? []).map((ending) => `.${ending}`)]),
);

const store = (content: Blob, name: string) =>
  uploadFeebackAttachment(content, name).then(({ key }) => ({ key }));

/** The feedback's one optional file, uploaded as soon as it is chosen. */
export function useFeedbackAttachment() {
  const uploads = useAttachmentUploads(store);
  return {
    ...uploads,
    /** The stored file's key, or null: what submitFeedback sends. */
    key: uploads.keys[0] ?? null,
    pick: (files: readonly File[], rejections: readonly FileRejection[]) =>
      uploads.add(files.slice(0, 1).map(chosenFile), {
        earlier: rejections.map((rejection) => ({
          name: rejection.file.name,
          message: dropzoneRefusal([rejection], RULE, text.oneAttachment),
        })),
      }),
  };
}

export type FeedbackAttachment = ReturnType<typeof useFeedbackAttachment>;

/** Attachment (optional): the chosen file with its state, or a drop zone to choose one. */
export function FeedbackAttachmentField({
  attachment,
  disabled,
}: {
  attachment: FeedbackAttachment;
  disabled: boolean;
}) {
  const { entries, refusals } = attachment;
  return (
    <Input.Wrapper
      label="Attachment (optional)"
      description={text.attachmentHint}
      error={refusals.length > 0 ? <UploadRefusals refusals={refusals} /> : undefined}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="xs" mt={6}>
        {entries.length > 0 ? (
          <UploadList entries={entries} onRemove={disabled ? undefined : attachment.remove} />
        ) : (
          <Dropzone
            onDrop={() => undefined}
            onDropAny={(files, rejections) => attachment.pick(files, rejections)}
            accept={ACCEPT}
            maxSize={RULE.maxBytes}
            multiple={false}
            disabled={disabled}
            p="sm"
            inputProps={{ 'aria-label': 'Add an attachment' }}
          >
            <Group gap="sm" wrap="nowrap" justify="center" style={{ pointerEvents: 'none' }}>
              <IconPaperclip size={22} stroke={1.5} aria-hidden />
              {/* Phones have no dragging between apps: there it is only a button. */}
              <Text size="sm" fw={500} hiddenFrom="sm">
                Add an attachment
              </Text>
              <Text size="sm" fw={500} visibleFrom="sm">
                Drop a file here or click to choose
              </Text>
            </Group>
          </Dropzone>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
