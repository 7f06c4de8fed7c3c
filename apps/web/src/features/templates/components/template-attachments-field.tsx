import '@mantine/dropzone/styles.css';
import { Anchor, CloseButton, Group, Input, Loader, Paper, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPaperclip } from '@tabler/icons-react';
import { MAX_ATTACHMENTS_PER_ITEM, UPLOAD_RULES, messages } from '@quorum/shared';
import { dropzoneRefusal } from '@/lib/uploads/dropzone-refusal';
import type { AttachmentEntry, AttachmentPicker } from '../hooks/use-attachment-picker';
import { AttachmentIcon } from '@/components/files/attachment-icon';
import { formatFileSize } from '@/components/files/format-file-size';

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

function AttachmentRow({
  entry,
  disabled,
  onRemove,
}: {
  entry: AttachmentEntry;
  disabled: boolean;
  onRemove: () => void;
}) {
  const uploading = entry.key === null;
  return (
    <Paper component="li" withBorder radius="sm" px="sm" py={6}>
      <Group gap="sm" wrap="nowrap">
        <AttachmentIcon contentType={entry.contentType} size={20} stroke={1.5} />
        <Stack gap={0} flex={1} miw={0}>
          {entry.url ? (
            <Anchor
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              truncate
              aria-label={`${entry.name} (opens in a new tab)`}
            >
              {entry.name}
            </Anchor>
          ) : (
            <Text size="sm" truncate>
              {entry.name}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {uploading ? 'Uploading…' : formatFileSize(entry.sizeBytes)}
          </Text>
        </Stack>
        {uploading ? (
          <Loader size="xs" aria-label={`Uploading ${entry.name}`} />
        ) : disabled ? null : (
          <CloseButton size="sm" aria-label={`Remove ${entry.name}`} onClick={onRemove} />
        )}
      </Group>
    </Paper>
  );
}

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
      error={
        refusals.length > 0 ? (
          <Stack component="span" gap={2}>
            {refusals.map((refusal, index) => (
              <span key={`${refusal.name}-${index}`}>
                {refusal.name}: {refusal.message}
              </span>
            ))}
          </Stack>
        ) : undefined
      }
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="xs" mt={6}>
        {entries.length > 0 ? (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {entries.map((entry) => (
              <AttachmentRow
                key={entry.id}
                entry={entry}
                disabled={disabled}
                onRemove={() => picker.remove(entry.id)}
              />
            ))}
          </Stack>
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
