import '@mantine/dropzone/styles.css';
import { Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPaperclip } from '@tabler/icons-react';
import { MAX_ATTACHMENTS_PER_ITEM, UPLOAD_RULES, messages } from '@quorum/shared';
import { dropzoneRefusal } from '@/lib/uploads/dropzone-refusal';
import type { AttachmentPicker } from '../hooks/use-attachment-picker';
import { UploadList } from '@/components/files/upload-list';
import { UploadRefusals } from '@/components/files/upload-refusals';

const RULE = UPLOAD_RULES['template-attachment'];
const text = messages.templates;

/**
 * The accepted types with their usual name endings, so the file dialog offers them and a file
 * a browser labels oddly (an .mp3 as audio/mp3) still passes on its name; the server decides
 * on the bytes.
 */
const ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'audio/mpeg': ['.mp3'],
  'video/mp4': ['.mp4'],
  'video/mpeg': ['.mpeg', '.mpg'],
  'application/pdf': ['.pdf'],
};

const refusalsOf = (rejections: readonly FileRejection[]) =>
  rejections.map((rejection) => ({
    name: rejection.file.name,
    message: dropzoneRefusal([rejection], RULE, RULE.wrongType),
  }));

/** Attachments (optional): the chosen files, and a drop zone while there is room for more. */
export function TemplateAttachmentsField({
  picker,
  disabled,
}: {
  picker: AttachmentPicker;
  disabled: boolean;
}) {
  const { entries, refusals } = picker;
  return (
    <Input.Wrapper
      label={`Attachments (${entries.length}/${MAX_ATTACHMENTS_PER_ITEM})`}
      description={disabled ? undefined : text.attachmentsHint}
      error={refusals.length > 0 ? <UploadRefusals refusals={refusals} /> : undefined}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="xs" mt={6}>
        {entries.length > 0 ? (
          <UploadList entries={entries} onRemove={disabled ? undefined : picker.remove} />
        ) : disabled ? (
          <Text size="sm" c="dimmed">
            No attachments
          </Text>
        ) : null}
        {disabled || picker.full ? null : (
          <Dropzone
            onDrop={() => undefined}
            onDropAny={(files, rejections) => picker.pick(files, refusalsOf(rejections))}
            accept={ACCEPT}
            maxSize={RULE.maxBytes}
            multiple
            p="sm"
            inputProps={{ 'aria-label': 'Add attachments' }}
          >
            <Group gap="sm" wrap="nowrap" justify="center" style={{ pointerEvents: 'none' }}>
              <IconPaperclip size={22} stroke={1.5} aria-hidden />
              {/* Phones have no dragging between apps: there it is only a button. */}
              <Text size="sm" fw={500} hiddenFrom="sm">
                Add attachments
              </Text>
              <Text size="sm" fw={500} visibleFrom="sm">
                Drop files here or click to choose
              </Text>
            </Group>
          </Dropzone>
        )}
        {!disabled && picker.full ? (
          <Text size="xs" c="dimmed">
            {text.tooManyAttachments}
          </Text>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
