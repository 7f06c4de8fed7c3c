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
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
        <ActionButton
          icon={IconCircleCheck}
          variant="light"
          action={resolve}
          busy={pending}
          onClick={() => run(resolve, ids, text.resolved)}
        >
          Resolve
        </ActionButton>
      ) : null}
      {enquiry.status === 'closed' ? (
        <ActionButton
          icon={IconLockOpen}
          action={reopen}
          busy={pending}
          onClick={() => run(reopen, undefined, text.reopened)}
        >
          Reopen
        </ActionButton>
      ) : (
        <ActionButton
          icon={IconLock}
          action={close}
          busy={pending}
          onClick={() => run(close, undefined, text.closed)}
        >
          Close
        </ActionButton>
      )}
      {archived ? (
        <ActionButton
          icon={IconArchiveOff}
          action={unarchive}
          busy={pending}
          onClick={() => run(unarchive, ids, text.unarchived(1))}
        >
          Unarchive
        </ActionButton>
      ) : (
        <ActionButton
          icon={IconArchive}
          action={archive}
          busy={pending}
          onClick={() => run(archive, ids, text.archived(1))}
        >
          Archive
        </ActionButton>
      )}
      {canAddToRegistry && !enquiry.addedToRegistry ? (
        <ActionButton icon={IconBooks} onClick={onAddToRegistry}>
          Add to registry
        </ActionButton>
      ) : null}
    </Group>
  );
}

/**
 * One action's button: spins while its own call runs, and waits while any other action's does,
 * so two changes to one question never race.
 */
function ActionButton({
  icon: Icon,
  variant = 'default',
  action,
  busy = false,
  onClick,
  children,
}: {
  icon: TablerIcon;
  variant?: 'default' | 'light';
  action?: { isPending: boolean };
  busy?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant={variant}
      leftSection={<Icon size={16} aria-hidden />}
      loading={action?.isPending}
      disabled={busy}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
