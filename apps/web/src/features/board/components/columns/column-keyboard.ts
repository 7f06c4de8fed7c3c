import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Arrow keys move a picked-up card a whole column at a time (left and right), rather than dnd-kit's
 * default 25 pixels, so a keyboard user reaches the next column in one press.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const step = event.code === 'ArrowRight' || event.code === 'ArrowDown' ? 1 : -1;
  if (!['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(event.code)) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.entries()]
    .filter(([id]) => !context.droppableContainers.get(id)?.disabled)
    .sort(([, a], [, b]) => a.left - b.left);
  if (columns.length === 0) return currentCoordinates;
  const overId = context.over?.id ?? context.active;
  const at = columns.findIndex(([id]) => id === overId);
  const nextIndex =
    at === -1
      ? step > 0
        ? 0
        : columns.length - 1
      : Math.min(columns.length - 1, Math.max(0, at + step));
  const target = columns[nextIndex]?.[1];
  return target ? { x: target.left + 8, y: target.top + 48 } : currentCoordinates;
};
