import { useDroppable } from '@dnd-kit/core';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BOARD_COLUMN_TITLES, boardMoveRefusal, messages, type BoardStatus } from '@quorum/shared';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import type { BoardFilters } from '../../api/board-keys';
import {
  columnTotal,
  loadedCards,
  useBoardColumn,
  type BoardCard,
} from '../../api/get-kanban-board-question-v2';
import type { BoardCommands } from '../../hooks/use-board-commands';
import type { BoardSelection } from '../../hooks/use-board-selection';
import { DraggableEnquiryCard } from '../card/draggable-enquiry-card';
import { EnquiryCard } from '../card/enquiry-card';
import { ColumnEmpty, ColumnSkeleton } from './column-states';
import { ColumnHeaderMenu } from './column-header-menu';

/**
 * One board column (spec §4): its title and count, its first page and 'Load more', loading,
 * empty and error states. While a card is dragged the column says whether it may take it: a
 * forbidden column greys out with the reason (the shared move rule the server also applies).
 */
export function BoardColumn({
  status,
  filters,
  filtered,
  commands,
  selection,
  dragged,
  onOpen,
  fullHeight,
  draggable,
}: {
  status: BoardStatus;
  filters: BoardFilters;
  filtered: boolean;
  /** Edit access; null for a read-only member (no drag, no menus, no checkboxes). */
  commands: BoardCommands | null;
  selection: BoardSelection;
  /** The card being dragged, if any. */
  dragged: BoardCard | null;
  onOpen: (id: string) => void;
  /** On a phone the one visible column takes the page's height instead of scrolling inside. */
  fullHeight: boolean;
  /** Cards can be dragged (edit access on a wide screen; a phone's finger scrolls instead). */
  draggable: boolean;
}) {
  const column = useBoardColumn(status, filters);
  const title = BOARD_COLUMN_TITLES[status];
  const refusal =
    dragged && dragged.boardStatus !== status ? boardMoveRefusal(dragged, status) : null;
  const { setNodeRef, isOver } = useDroppable({
    id: status,
    disabled: commands === null || refusal !== null,
  });
  const cards = loadedCards(column.data);
  const total = columnTotal(column.data);
  const takesDrop = dragged !== null && dragged.boardStatus !== status && refusal === null;

  const list = column.isPending ? (
    <ColumnSkeleton title={title} />
  ) : column.isError && cards.length === 0 ? (
    <LoadErrorAlert
      title={messages.board.boardLoadFailed(title)}
      message={column.error.message}
      retrying={column.isFetching}
      onRetry={() => void column.refetch()}
    />
  ) : cards.length === 0 ? (
    <ColumnEmpty filtered={filtered} />
  ) : (
    <Stack gap="sm">
      {cards.map((card) =>
        draggable ? (
          <DraggableEnquiryCard
            key={card._id}
            card={card}
            commands={commands}
            selected={selection.isSelected(card._id)}
            onOpen={onOpen}
          />
        ) : (
          <EnquiryCard
            key={card._id}
            card={card}
            commands={commands}
            selected={selection.isSelected(card._id)}
            onOpen={onOpen}
          />
        ),
      )}
      {column.hasNextPage ? (
        <Button
          variant="subtle"
          size="compact-sm"
          loading={column.isFetchingNextPage}
          onClick={() => void column.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </Stack>
  );

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={`${title}, ${total} ${total === 1 ? 'question' : 'questions'}`}
      aria-disabled={refusal !== null || undefined}
      radius="md"
      p="sm"
      bg={isOver && takesDrop ? 'blue.0' : 'gray.1'}
      bd={takesDrop ? '2px dashed var(--mantine-color-blue-4)' : '2px solid transparent'}
      style={{
        opacity: refusal ? 0.45 : 1,
        transition: 'opacity 120ms, background-color 120ms',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
      }}
      h={fullHeight ? undefined : '100%'}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm" px={4}>
        <Group gap={8} wrap="nowrap">
          <Title order={2} fz="md">
            {title}
          </Title>
          <Badge variant="light" color="gray" size="sm" aria-hidden>
            {column.isPending ? '…' : total}
          </Badge>
        </Group>
        {commands ? <ColumnHeaderMenu status={status} total={total} commands={commands} /> : null}
      </Group>
      {refusal ? (
        <Text size="xs" c="dimmed" mb="xs" px={4} role="status">
          {messages.board[refusal]}
        </Text>
      ) : null}
      {fullHeight ? (
        list
      ) : (
        <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} px={2} pb={2}>
          {list}
        </Box>
      )}
    </Paper>
  );
}
