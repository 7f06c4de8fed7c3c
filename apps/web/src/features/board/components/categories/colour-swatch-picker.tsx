import { CheckIcon, ColorSwatch, Group, UnstyledButton } from '@mantine/core';
import { CATEGORY_PALETTE } from '@quorum/shared';

/** The palette's names as a screen reader hears them, in palette order. */
const COLOUR_NAMES = [
  'Blue',
  'Green',
  'Yellow',
  'Rose',
  'Purple',
  'Orange',
  'Teal',
  'Indigo',
  'Pink',
  'Lime',
  'Cyan',
  'Stone',
  'Navy',
  'Red',
];

/** The 14 category colours as swatches; one is chosen (a radio group, arrow keys included). */
export function ColourSwatchPicker({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (colorIndex: number) => void;
  label: string;
}) {
  return (
    <Group gap={6} role="radiogroup" aria-label={label}>
      {CATEGORY_PALETTE.map((colour, index) => (
        <UnstyledButton
          key={colour.categoryColor}
          role="radio"
          aria-checked={index === value}
          aria-label={COLOUR_NAMES[index]}
          tabIndex={index === value ? 0 : -1}
          onClick={() => onChange(index)}
          onKeyDown={(event) => {
            const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
            if (!step) return;
            event.preventDefault();
            const next = (index + step + CATEGORY_PALETTE.length) % CATEGORY_PALETTE.length;
            onChange(next);
            const group = event.currentTarget.parentElement;
            (group?.children[next] as HTMLElement | undefined)?.focus();
          }}
        >
          <ColorSwatch
            color={colour.categoryColor}
            size={26}
            style={{ color: colour.textColor }}
            withShadow
          >
            {index === value ? <CheckIcon size={10} /> : null}
          </ColorSwatch>
        </UnstyledButton>
      ))}
    </Group>
  );
}
