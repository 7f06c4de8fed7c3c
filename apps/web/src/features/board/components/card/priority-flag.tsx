import { Tooltip } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import { BOARD_PRIORITY_LABELS, type BoardPriority } from '@quorum/shared';

const COLOUR: Record<Exclude<BoardPriority, 'none'>, string> = {
  high: 'var(--mantine-color-red-7)',
  medium: 'var(--mantine-color-orange-6)',
  low: 'var(--mantine-color-blue-6)',
};

/** A card's priority as a coloured flag; nothing when none is set. */
export function PriorityFlag({ priority }: { priority: BoardPriority }) {
  if (priority === 'none') return null;
  const label = `${BOARD_PRIORITY_LABELS[priority]} priority`;
  return (
    <Tooltip label={label} withArrow>
      <IconFlagFilled size={16} color={COLOUR[priority]} role="img" aria-label={label} />
    </Tooltip>
  );
}
