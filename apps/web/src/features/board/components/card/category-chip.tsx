import { Badge } from '@mantine/core';
import { CATEGORY_PALETTE } from '@quorum/shared';

/** A category's palette colours; an index the palette lacks falls back to its first colour. */
export const paletteColour = (colorIndex: number) =>
  CATEGORY_PALETTE[colorIndex] ?? CATEGORY_PALETTE[0];

/** A category as a small chip in its palette colour (text colour chosen for contrast). */
export function CategoryChip({ name, colorIndex }: { name: string; colorIndex: number }) {
  const colour = paletteColour(colorIndex);
  return (
    <Badge
      size="sm"
      radius="sm"
      variant="filled"
      bg={colour.categoryColor}
      c={colour.textColor}
      tt="none"
      fw={600}
      maw={160}
    >
      {name}
    </Badge>
  );
}
