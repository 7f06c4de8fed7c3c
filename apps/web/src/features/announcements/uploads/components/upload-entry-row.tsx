import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { displayFileName } from '../display-name';
import type { AnnouncementUploadItem } from '../types';

export interface EntryActions {
  onAskToCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onAskToDiscard: (id: string) => void;
  /** Answers why the file chosen is refused, or null when the upload goes on. */
  onChooseFile: (id: string, file: File) => string | null;
}

/** What the entry is doing, in a line (the spec's state words where it has them). */
export function entryStatus(item: AnnouncementUploadItem): string {
  const words = messages.uploads;
  if (item.isCancelled) return words.publishingCancelled;
  if (item.isError) return words.announcementFailed;
  if (item.isCompleted) return item.type === 'published' ? words.published : words.savedAsDraft;
  if (item.needsFile) return words.chooseFileAgain(displayFileName(item.name));
  if (item.isPaused) return words.paused;
  if (item.isFinishing) return words.finishing;
  return item.remainingTime
    ? words.uploadedWithTimeLeft(item.loader, item.remainingTime)
    : words.uploadedShare(item.loader);
}

/** One entry of the publishing box: the file, its announcement, progress and what may be done. */
export function UploadEntryRow({
  item,
  actions,
}: {
  item: AnnouncementUploadItem;
  actions: EntryActions;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const shortName = displayFileName(item.name);
  const ended = item.isCancelled || item.isCompleted;
  const canCancel = item.isLoading && !item.isPaused;

  return (
    <Stack gap={6} component="li" aria-label={item.name} py="xs">
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} title={item.name} style={{ overflowWrap: 'anywhere' }}>
            {shortName}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {item.title}
          </Text>
        </Stack>
        {canCancel ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Cancel publishing ${shortName}`}
            onClick={() => actions.onAskToCancel(item.id)}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        {item.isError || item.needsFile ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Discard ${shortName}`}
            onClick={() => actions.onAskToDiscard(item.id)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      {ended || item.needsFile ? null : (
        <Progress
          value={item.loader}
          size="sm"
          color={item.isError ? 'red' : undefined}
          aria-label={`Upload of ${shortName}`}
          animated={item.isFinishing}
          striped={item.isFinishing}
        />
      )}
      <Text size="xs" c={item.isError ? 'red.8' : item.isCancelled ? 'dimmed' : undefined}>
        {entryStatus(item)}
      </Text>
      {item.isError && item.errorMessage ? (
        <Text size="xs" c="dimmed">
          {item.errorMessage}
        </Text>
      ) : null}
      {item.isError ? (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => actions.onRetry(item.id)}
          >
            Retry upload
          </Button>
        </Group>
      ) : null}
      {item.needsFile ? (
        <Stack gap={4} align="flex-start">
          <FileButton
            onChange={(file) => {
              if (file) setRefusal(actions.onChooseFile(item.id, file));
            }}
          >
            {(props) => (
              <Button {...props} size="compact-sm" variant="light">
                Choose file
              </Button>
            )}
          </FileButton>
          <FormError message={refusal} />
        </Stack>
      ) : null}
    </Stack>
  );
}
