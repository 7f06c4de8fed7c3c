import {
  ActionIcon,
  Affix,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useEffect, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { setToastsAside } from '@/lib/toasts/toasts-aside';
import { announcementKeys } from '../../api/announcement-keys';
import { useAnnouncementUploads, useUploadQueue } from '../announcement-uploads';
import { displayFileName } from '../display-name';
import type { AnnouncementUploadItem } from '../types';
import { CancelPublishingDialog, DiscardAnnouncementDialog } from './upload-dialogs';
import { UploadEntryRow, entryStatus } from './upload-entry-row';

type Question = { kind: 'cancel' | 'discard'; id: string } | null;

/** What a screen reader hears: each entry's state, its progress by quarters (not every per cent). */
function spokenSummary(items: readonly AnnouncementUploadItem[]) {
  return items
    .map((item) => {
      const name = displayFileName(item.name);
      if (item.isLoading && !item.isPaused && !item.isFinishing)
        return `${name}: ${messages.uploads.uploadedShare(Math.floor(item.loader / 25) * 25)}`;
      return `${name}: ${entryStatus(item)}`;
    })
    .join('. ');
}

const headingOf = (items: readonly AnnouncementUploadItem[]) =>
  messages.uploads.boxHeading(items.filter((item) => item.isLoading).length);

/**
 * The publishing box (spec screens §2 Announcements, rules §4 and §8): bottom right on every
 * dashboard page, one row per upload with its progress and time left, Cancel, Retry and Discard
 * with their dialogs. It hides when no entry is left. Mounted once by the dashboard shell, it
 * brings back the signed-in member's uploads from an earlier page load.
 */
export function PublishingBox() {
  const queue = useUploadQueue();
  const queryClient = useQueryClient();
  const uploads = useAnnouncementUploads();
  const { items } = uploads;
  const session = useSession();
  const owner = session?.companyId ? `${session.user._id} ${session.companyId}` : null;
  const [question, setQuestion] = useState<Question>(null);
  const [collapsed, { toggle }] = useDisclosure(false);
  const listId = useId();

  useEffect(() => {
    void queue.restore();
  }, [queue, owner]);

  const shown = items.length > 0;
  useEffect(() => {
    setToastsAside(shown);
    return () => setToastsAside(false);
  }, [shown]);

  // Whatever page shows next finds the saved announcement (and the counts) fresh.
  useEffect(
    () =>
      queue.onSaved(() => void queryClient.invalidateQueries({ queryKey: announcementKeys.all })),
    [queue, queryClient],
  );

  const asked = question ? items.find((item) => item.id === question.id) : undefined;
  const close = () => setQuestion(null);

  return (
    <>
      {shown ? (
        <Affix position={{ bottom: 16, right: 8 }} zIndex={150}>
          <Paper
            component="section"
            aria-label={messages.uploads.boxLabel}
            shadow="lg"
            radius="md"
            withBorder
            w={{ base: 'calc(100vw - 16px)', sm: 380 }}
          >
            <Group justify="space-between" wrap="nowrap" px="md" py="xs">
              <Text size="sm" fw={700} component="h2">
                {headingOf(items)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={toggle}
                aria-expanded={!collapsed}
                aria-controls={listId}
                aria-label={collapsed ? 'Show uploads' : 'Hide uploads'}
              >
                {collapsed ? (
                  <IconChevronUp size={18} aria-hidden />
                ) : (
                  <IconChevronDown size={18} aria-hidden />
                )}
              </ActionIcon>
            </Group>
            <ScrollArea.Autosize mah="min(40vh, 420px)" id={listId} hidden={collapsed}>
              <Stack component="ul" gap={0} px="md" pb="xs" m={0} style={{ listStyle: 'none' }}>
                {items.map((item) => (
                  <UploadEntryRow
                    key={item.id}
                    item={item}
                    actions={{
                      onAskToCancel: (id) => {
                        uploads.askToCancel(id);
                        setQuestion({ kind: 'cancel', id });
                      },
                      onRetry: uploads.retry,
                      onAskToDiscard: (id) => setQuestion({ kind: 'discard', id }),
                      onChooseFile: uploads.chooseFileAgain,
                    }}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <VisuallyHidden role="status" aria-live="polite">
              {spokenSummary(items)}
            </VisuallyHidden>
          </Paper>
        </Affix>
      ) : null}
      <CancelPublishingDialog
        fileName={question?.kind === 'cancel' && asked ? asked.name : null}
        onCancelPublishing={() => {
          if (question) uploads.cancel(question.id);
          close();
        }}
        onResume={() => {
          if (question) uploads.resume(question.id);
          close();
        }}
      />
      <DiscardAnnouncementDialog
        fileName={question?.kind === 'discard' && asked ? asked.name : null}
        canRetry={Boolean(asked?.isError)}
        onClose={close}
        onDiscard={() => {
          if (question) uploads.discard(question.id);
          close();
        }}
        onRetry={() => {
          if (question) uploads.retry(question.id);
          close();
        }}
      />
    </>
  );
}
