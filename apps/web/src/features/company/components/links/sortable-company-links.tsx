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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import type { CompanyLink } from '../../api/get-company-links';
import { SortableLinkRow } from './company-link-row';

/**
 * Said to screen readers while a link moves: which link, and where it is among the others.
 * `lastOver` remembers the place last announced: dnd-kit reports the picked-up link as over its
 * own place at once, which would drown "Picked up" in "moved to" before anyone hears it. The list
 * does not change during a drag, so the closure lives as long as one.
 */
function announcementsFor(links: CompanyLink[]): Announcements {
  let lastOver: UniqueIdentifier | null = null;
  const title = (id: UniqueIdentifier) => links.find((l) => l._id === id)?.title ?? 'Link';
  const place = (id: UniqueIdentifier) =>
    `position ${links.findIndex((l) => l._id === id) + 1} of ${links.length}`;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${title(active.id)}, at ${place(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver) return undefined;
      lastOver = over.id;
      return `${title(active.id)} moved to ${place(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped at ${place(over.id)}.`
        : `${title(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${title(active.id)} is back at ${place(active.id)}.`,
  };
}

const INSTRUCTIONS = {
  draggable:
    'To move a link, press Space or Enter to pick it up, move it with the up and down arrow keys, and press Space or Enter to drop it, or Escape to cancel.',
};

/**
 * The additional links, dragged into a new order by their handles (pointer, touch or keyboard).
 * `onReorder` gets the links in their new order.
 */
export function SortableCompanyLinks({
  links,
  disabled,
  onReorder,
  onEdit,
  onDelete,
}: {
  links: CompanyLink[];
  disabled: boolean;
  onReorder: (ordered: CompanyLink[]) => void;
  onEdit: (link: CompanyLink) => void;
  onDelete: (link: CompanyLink) => void;
}) {
  const announcements = useMemo(() => announcementsFor(links), [links]);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = links.findIndex((l) => l._id === active.id);
    const to = links.findIndex((l) => l._id === over.id);
    onReorder(arrayMove(links, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: INSTRUCTIONS,
        // dnd-kit's live region is a div; inside the <ul> it would be a list child ARIA forbids.
        container: document.body,
      }}
    >
      <SortableContext items={links.map((l) => l._id)} strategy={verticalListSortingStrategy}>
        {links.map((link) => (
          <SortableLinkRow
            key={link._id}
            link={link}
            disabled={disabled}
            onEdit={() => onEdit(link)}
            onDelete={() => onDelete(link)}
          />
        ))}
      </SortableContext>
    </DndContext>
  );
}
