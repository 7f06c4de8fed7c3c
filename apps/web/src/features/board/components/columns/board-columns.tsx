import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Box, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  BOARD_COLUMN_TITLES,
  BOARD_STATUSES,
  boardMoveRefusal,
  messages,
  type BoardStatus,
} from '@quorum/shared';
import type { BoardFilters } from '../../api/board-keys';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';
import type { BoardCommands } from '../../hooks/use-board-commands';
import type { BoardSelection } from '../../hooks/use-board-selection';
import { cardLabel, EnquiryCard } from '../card/enquiry-card';
import { BoardColumn } from './board-column';
import { columnKeyboardCoordinates } from './column-keyboard';

const cardOf = (event: { active: { data: { current?: unknown } } }) =>
  (event.active.data.current as { card?: BoardCard } | undefined)?.card ?? null;

const columnName = (id: unknown) => BOARD_COLUMN_TITLES[id as BoardStatus] ?? String(id);

/** What a screen reader hears while a card moves: which card, over which column, where it landed. */
const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${cardLabel((active.data.current as { card: BoardCard }).card)}.`,
  onDragOver: ({ over }) => (over ? `Over ${columnName(over.id)}.` : undefined),
  onDragEnd: ({ over }) => (over ? `Dropped in ${columnName(over.id)}.` : 'Dropped where it was.'),
  onDragCancel: () => 'Moving cancelled. The question is back where it was.',
};

/**
 * The four columns. On a wide screen they sit side by side (scrolling sideways when narrow) and
 * cards are dragged between them; on a phone one column shows at a time with a switch above, and
 * cards move with their menu's 'Move to…'.
 */
export function BoardColumns({
  filters,
  filtered,
  commands,
  selection,
  onOpen,
}: {
  filters: BoardFilters;
  filtered: boolean;
  commands: BoardCommands | null;
  selection: BoardSelection;
  onOpen: (id: string) => void;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [phoneColumn, setPhoneColumn] = useState<BoardStatus>('outstanding');
  const [dragged, setDragged] = useState<BoardCard | null>(null);
  const sensors = useSensors(
    // A few pixels of movement first, so a click on a card stays a click that opens it.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // Space picks up and drops; Enter is the card's own (it opens the question).
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  const start = (event: DragStartEvent) => setDragged(cardOf(event));
  const end = (event: DragEndEvent) => {
    setDragged(null);
    const card = cardOf(event);
    const to = event.over?.id as BoardStatus | undefined;
    if (!card || !to || !commands || boardMoveRefusal(card, to) !== null) return;
    void commands.move(card, to);
  };

  const column = (status: BoardStatus) => (
    <BoardColumn
      key={status}
      status={status}
      filters={filters}
      filtered={filtered}
      commands={commands}
      selection={selection}
      dragged={dragged}
      onOpen={onOpen}
      fullHeight={isPhone === true}
      draggable={commands !== null && isPhone !== true}
    />
  );

  if (isPhone)
    return (
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Board column"
          fullWidth
          size="xs"
          data={BOARD_STATUSES.map((status) => ({
            value: status,
            label: BOARD_COLUMN_TITLES[status],
          }))}
          value={phoneColumn}
          onChange={(value) => setPhoneColumn(value as BoardStatus)}
        />
        {column(phoneColumn)}
      </Stack>
    );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: messages.board.dragInstructions },
      }}
    >
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(232px, 1fr))',
          gap: 'var(--mantine-spacing-md)',
          overflowX: 'auto',
          alignItems: 'stretch',
          height: 'calc(100dvh - 260px)',
          minHeight: 420,
        }}
        pb="xs"
      >
        {BOARD_STATUSES.map(column)}
      </Box>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <EnquiryCard
            card={dragged}
            commands={null}
            selected={false}
            onOpen={() => undefined}
            overlay
          />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
