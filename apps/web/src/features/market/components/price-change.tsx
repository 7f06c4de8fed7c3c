import { Group, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { directionOf, formatChange, formatChangePercent, type Direction } from './format';

const LOOK: Record<Direction, { color: string; Icon: typeof IconArrowRight; words: string }> = {
  up: { color: 'green.7', Icon: IconArrowUpRight, words: 'Up' },
  down: { color: 'red.7', Icon: IconArrowDownRight, words: 'Down' },
  flat: { color: 'dimmed', Icon: IconArrowRight, words: 'Unchanged' },
};

/**
 * A price's move: green and up, red and down, or level. Never colour alone: an arrow, the sign, and
 * for screen readers the word ("Up +0.35 (+0.78%)").
 */
export function PriceChange({
  change,
  changePercent,
  size = 'sm',
  percentOnly = false,
}: {
  change: number;
  changePercent: number;
  size?: MantineSize;
  /** A narrow row shows the per cent alone. */
  percentOnly?: boolean;
}) {
  const { color, Icon, words } = LOOK[directionOf(change)];
  return (
    <Group gap={2} wrap="nowrap" c={color} component="span">
      <Icon size={size === 'sm' || size === 'xs' ? 16 : 20} aria-hidden />
      <Text component="span" size={size} fw={600} c={color} style={{ whiteSpace: 'nowrap' }}>
        <VisuallyHidden>{words} </VisuallyHidden>
        {percentOnly
          ? formatChangePercent(changePercent)
          : `${formatChange(change)} (${formatChangePercent(changePercent)})`}
      </Text>
    </Group>
  );
}
