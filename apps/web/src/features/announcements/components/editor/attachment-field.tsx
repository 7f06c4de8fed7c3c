import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Input,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertTriangle, IconPaperclip, IconX } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { AttachmentIcon } from '@/components/files/attachment-icon';
import { formatFileSize } from '@/components/files/format-file-size';
import { checkAnnouncementFile, largeVideoWarning } from '../../uploads';
import { ATTACHMENT_ACCEPT, ATTACHMENT_ACCEPT_LIST, LARGEST_ATTACHMENT } from './attachment-accept';

const text = messages.announcementScreens;

/** The attachment as the editor holds it: none, the one already stored, or a file just chosen. */
export type AttachmentChoice =
  | { kind: 'none' }
  | { kind: 'kept'; name: string; type: string; sizeBytes: number | null }
  | { kind: 'new'; file: File; warning: string | null };

/**
 * One attachment (optional): a PDF, picture, video or sound. A chosen file is checked at once
 * by the upload queue's own check (types, 50 MB, 4 GB for an MP4) and refused with the spec's
 * words; a video over 50 MB is taken with the spec's warning. Nothing uploads until the editor
 * saves.
 */
export function AttachmentField({
  choice,
  refusal,
  disabled,
  onChoose,
  onRefuse,
  onRemove,
}: {
  choice: AttachmentChoice;
  refusal: string | null;
  disabled: boolean;
  onChoose: (choice: AttachmentChoice) => void;
  onRefuse: (message: string) => void;
  onRemove: () => void;
}) {
  const take = (file: File | null) => {
    if (!file) return;
    const refused = checkAnnouncementFile(file);
    if (refused) onRefuse(refused);
    else onChoose({ kind: 'new', file, warning: largeVideoWarning(file) });
  };
  const shown =
    choice.kind === 'none'
      ? null
      : choice.kind === 'kept'
        ? { name: choice.name, type: choice.type, sizeBytes: choice.sizeBytes }
        : { name: choice.file.name, type: choice.file.type, sizeBytes: choice.file.size };

  return (
    <Input.Wrapper
      label={`${text.attachmentLabel} (optional)`}
      description={text.attachmentHint}
      error={refusal ?? undefined}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="xs" mt={6}>
        {shown ? (
          <Paper withBorder radius="sm" p="xs">
            <Group gap="sm" wrap="nowrap">
              <AttachmentIcon contentType={shown.type} size={20} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" truncate="end">
                  {shown.name}
                </Text>
                {shown.sizeBytes !== null ? (
                  <Text size="xs" c="dimmed">
                    {formatFileSize(shown.sizeBytes)}
                  </Text>
                ) : null}
              </Stack>
              {disabled ? null : (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={text.removeAttachment}
                  onClick={onRemove}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        ) : null}
        {shown && !disabled ? (
          <FileButton onChange={take} accept={ATTACHMENT_ACCEPT_LIST}>
            {(props) => (
              <Button
                variant="subtle"
                size="compact-sm"
                style={{ alignSelf: 'flex-start' }}
                {...props}
              >
                {text.replaceFile}
              </Button>
            )}
          </FileButton>
        ) : null}
        {shown ? null : disabled ? (
          <Text size="sm" c="dimmed">
            {text.noAttachment}
          </Text>
        ) : (
          <Dropzone
            onDrop={(files) => take(files[0] ?? null)}
            onReject={(rejections) => take(rejections[0]?.file ?? null)}
            accept={ATTACHMENT_ACCEPT}
            maxSize={LARGEST_ATTACHMENT}
            multiple={false}
            p="sm"
            inputProps={{ 'aria-label': text.chooseFile }}
          >
            <Group gap="sm" wrap="nowrap" justify="center" style={{ pointerEvents: 'none' }}>
              <IconPaperclip size={22} stroke={1.5} aria-hidden />
              <Text size="sm" fw={500} hiddenFrom="sm">
                {text.chooseFile}
              </Text>
              <Text size="sm" fw={500} visibleFrom="sm">
                Drop a file here or click to choose
              </Text>
            </Group>
          </Dropzone>
        )}
        {choice.kind === 'new' && choice.warning ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
            <Text size="sm">{choice.warning}</Text>
          </Alert>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
