import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useMemo, type CSSProperties, type ReactNode } from 'react';

export interface SortableEntry {
  id: string;
  /** How screen readers name it: the category's name, the question. */
  label: string;
}

/**
 * Said to screen readers while something moves: which, and where among the others. `lastOver`
 * keeps "Picked up" from being drowned by dnd-kit reporting the item over its own place at once.
 */
function announcementsFor(entries: SortableEntry[], noun: string): Announcements {
  let lastOver: UniqueIdentifier | null = null;
  const label = (id: UniqueIdentifier) => entries.find((e) => e.id === id)?.label ?? noun;
  const place = (id: UniqueIdentifier) =>
    `position ${entries.findIndex((e) => e.id === id) + 1} of ${entries.length}`;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${noun} ${label(active.id)}, at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return `${label(active.id)} moved to ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${label(active.id)} dropped at ${place(over.id)}.`
        : `${label(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${label(active.id)} is back at ${place(active.id)}.`,
  };
}

/**
 * A list dragged into a new order by its items' handles (pointer, touch or keyboard: Space or
 * Enter picks up, the arrow keys move, Space or Enter drops, Escape cancels). `onReorder` gets
 * the ids in their new order.
 */
export function SortableList({
  entries,
  noun,
  onReorder,
  children,
}: {
  entries: SortableEntry[];
  /** What an item is, in the announcements: "category", "question". */
  noun: string;
  onReorder: (ids: string[]) => void;
  children: ReactNode;
}) {
  const announcements = useMemo(() => announcementsFor(entries, noun), [entries, noun]);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = entries.map((e) => e.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: `To move a ${noun}, press Space or Enter to pick it up, move it with the up and down arrow keys, and press Space or Enter to drop it, or Escape to cancel.`,
        },
        // dnd-kit's live region is a div; inside a list it would be a child ARIA forbids.
        container: document.body,
      }}
    >
      <SortableContext items={entries.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export type SortableItem = ReturnType<typeof useSortableItem>;

/** An item's place in a sortable list: its style while moving, and the handle's props. */
export function useSortableItem(id: string, disabled: boolean) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
    boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
  };
  return { attributes, listeners, setNodeRef, setActivatorNodeRef, style };
}

/** The grip an item is moved by; named for what it moves. */
export function DragHandle({
  label,
  disabled,
  handleRef,
  attributes,
  listeners,
}: {
  label: string;
  disabled: boolean;
  handleRef: SortableItem['setActivatorNodeRef'];
  attributes: SortableItem['attributes'];
  listeners: SortableItem['listeners'];
}) {
  return (
    <ActionIcon
      ref={handleRef}
      variant="subtle"
      color="gray"
      size={32}
      aria-label={`Move ${label}`}
      disabled={disabled}
      style={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
}
