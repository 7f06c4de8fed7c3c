import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArchive,
  IconArchiveOff,
  IconBooks,
  IconCircleCheck,
  IconLock,
  IconLockOpen,
} from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useArchiveEnquiries } from '../../api/archive-enquiries';
import { useCloseEnquiry } from '../../api/close-enquiry';
import type { EnquiryDetail } from '../../api/get-enquiry-question';
import { useReopenEnquiry } from '../../api/reopen-enquiry';
import { useResolveEnquiries } from '../../api/resolve-enquiries';
import { useUnarchiveEnquiries } from '../../api/unarchive-enquiries';

const text = messages.board;

/** Runs one card action and says how it went in a toast: the spec's words, or the server's refusal. */
function run<Variables>(
  action: UseMutationResult<unknown, Error, Variables>,
  variables: Variables,
  done: string,
) {
  action.mutate(variables, {
    onSuccess: () => notifications.show({ message: done }),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
}

/**
 * The question's actions (spec §4 Enquiry actions): resolve, close or reopen, archive or
 * unarchive, and add to the registry. The server holds the rules; a refusal shows as a toast.
 */
export function EnquiryActions({
  enquiry,
  canAddToRegistry,
  onAddToRegistry,
}: {
  enquiry: EnquiryDetail;
  canAddToRegistry: boolean;
  onAddToRegistry: () => void;
}) {
  // Resolve, archive and unarchive are the board's list calls, made for this one question.
  const ids = [enquiry._id];
  const resolve = useResolveEnquiries();
  const close = useCloseEnquiry(enquiry._id);
  const reopen = useReopenEnquiry(enquiry._id);
  const archive = useArchiveEnquiries();
  const unarchive = useUnarchiveEnquiries();
  const archived = enquiry.boardStatus === 'archived';
  const pending = [resolve, close, reopen, archive, unarchive].some((m) => m.isPending);

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Question actions">
      {!archived && enquiry.boardStatus !== 'resolved' ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          loading={resolve.isPending}
          disabled={pending}
          onClick={() => run(resolve, ids, text.resolved)}
        >
          Resolve
        </Button>
      ) : null}
      {enquiry.status === 'closed' ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLockOpen size={16} aria-hidden />}
          loading={reopen.isPending}
          disabled={pending}
          onClick={() => run(reopen, undefined, text.reopened)}
        >
          Reopen
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLock size={16} aria-hidden />}
          loading={close.isPending}
          disabled={pending}
          onClick={() => run(close, undefined, text.closed)}
        >
          Close
        </Button>
      )}
      {archived ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArchiveOff size={16} aria-hidden />}
          loading={unarchive.isPending}
          disabled={pending}
          onClick={() => run(unarchive, ids, text.unarchived(1))}
        >
          Unarchive
        </Button>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconArchive size={16} aria-hidden />}
          loading={archive.isPending}
          disabled={pending}
          onClick={() => run(archive, ids, text.archived(1))}
        >
          Archive
        </Button>
      )}
      {canAddToRegistry && !enquiry.addedToRegistry ? (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconBooks size={16} aria-hidden />}
          onClick={onAddToRegistry}
        >
          Add to registry
        </Button>
      ) : null}
    </Group>
  );
}
