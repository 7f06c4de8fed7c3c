import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  BOARD_COLUMN_TITLES,
  messages,
  type BoardPriority,
  type BoardStatus,
} from '@quorum/shared';
import { isApiError } from '@/lib/graphql';
import { useArchiveEnquiries } from '../api/archive-enquiries';
import { useChangeEnquiryCategory } from '../api/assign-enquiries-to-category';
import type { BoardFilters } from '../api/board-keys';
import { useArchiveColumn } from '../api/bulk-archive-enquiries';
import { useUnarchiveAll } from '../api/bulk-unarchive-enquiries';
import type { BoardCard } from '../api/get-kanban-board-question-v2';
import { useResolveEnquiries } from '../api/resolve-enquiries';
import { useUnarchiveEnquiries } from '../api/unarchive-enquiries';
import { useUpdateEnquiryAssignees } from '../api/update-enquiry-assignees';
import { useMoveEnquiry, useSetPriority } from '../api/update-kanban-priority-update-response';
import { showUndoToast } from '@/components/feedback/undo-toast';
import type { BoardAccess } from './use-board-access';
import type { BoardSelection } from './use-board-selection';

const text = messages.board;

/** A dialog a card's menu opens: where to move it, its categories, its assignees, or Premium. */
export type CardDialog =
  | { kind: 'move'; card: BoardCard }
  | { kind: 'categories'; card: BoardCard }
  | { kind: 'assign'; card: BoardCard }
  | { kind: 'upgrade' };

const refused = (error: unknown) =>
  notifications.show({
    color: 'red',
    message: error instanceof Error ? error.message : messages.generic.tryAgain,
  });

/**
 * Shows how a change went, in the server's words when it answers a message, else in `done`;
 * answers whether it was done.
 */
async function report(change: Promise<unknown>, done?: string) {
  try {
    const result = await change;
    const said =
      result !== null && typeof result === 'object' && 'message' in result
        ? String(result.message)
        : done;
    if (said) notifications.show({ message: said });
    return true;
  } catch (error) {
    refused(error);
    return false;
  }
}

/**
 * Everything the board does to cards, with what a person is told: the server's message as a toast,
 * a refusal in red with the server's words (a refused move also puts the card back), an archive
 * with Undo, and the upgrade prompt when assigning on the free plan. Read-only members get none of
 * it (the page passes null to the cards).
 */
export function useBoardCommands({
  filters,
  access,
  selection,
}: {
  filters: BoardFilters;
  access: BoardAccess;
  selection: BoardSelection;
}) {
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const move = useMoveEnquiry(filters);
  const priority = useSetPriority();
  const archiveIds = useArchiveEnquiries();
  const unarchiveIds = useUnarchiveEnquiries();
  const resolveIds = useResolveEnquiries();
  const archiveColumn = useArchiveColumn();
  const unarchiveAll = useUnarchiveAll();
  const category = useChangeEnquiryCategory();
  const assignees = useUpdateEnquiryAssignees();

  const unarchive = (ids: string[]) => report(unarchiveIds.mutateAsync(ids));

  /** Archives with Undo in the toast, which puts the same cards back (cheap, and expected). */
  const archive = async (ids: string[]) => {
    try {
      const result = await archiveIds.mutateAsync(ids);
      selection.remove(ids);
      showUndoToast(result.message, () => void unarchive(ids));
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  return {
    dialog,
    openDialog: (next: CardDialog) =>
      setDialog(next.kind === 'assign' && !access.mayAssign ? { kind: 'upgrade' } : next),
    closeDialog: () => setDialog(null),
    toggleSelect: selection.toggle,
    report,
    /** A drop or 'Move to…': the card moves at once and comes back if the server refuses. */
    move: (card: BoardCard, to: BoardStatus) =>
      card.boardStatus === to
        ? Promise.resolve(true)
        : report(
            move.mutateAsync({ card, to }).then(() => undefined),
            text.moved(BOARD_COLUMN_TITLES[to]),
          ),
    setPriority: (card: BoardCard, to: BoardPriority) =>
      report(
        priority.mutateAsync({ enquiryId: card._id, priority: to }).then(() => undefined),
        text.priorityUpdated,
      ),
    resolve: (ids: string[]) => report(resolveIds.mutateAsync(ids)),
    archive,
    unarchive,
    archiveColumn: (status: BoardStatus) => report(archiveColumn.mutateAsync(status)),
    unarchiveAll: () => report(unarchiveAll.mutateAsync()),
    changeCategory: (enquiryIds: string[], categoryId: string, assign: boolean) =>
      report(category.mutateAsync({ enquiryIds, categoryId, assign })),
    setAssignees: async (enquiryId: string, userIds: string[]) => {
      try {
        await assignees.mutateAsync({ enquiryId, userIds });
        notifications.show({ message: text.assigneesUpdated });
        return true;
      } catch (error) {
        if (isApiError(error, 'PAYMENT_REQUIRED')) setDialog({ kind: 'upgrade' });
        else refused(error);
        return false;
      }
    },
    pending: archiveIds.isPending || unarchiveIds.isPending || category.isPending,
  };
}

export type BoardCommands = ReturnType<typeof useBoardCommands>;
