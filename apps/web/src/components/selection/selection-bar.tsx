import { ActionBar, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Escape belongs to an open dialog or menu first; only then does it clear the selection. */
const somethingElseOpen = () => document.querySelector('[role="dialog"], [role="menu"]') !== null;

/**
 * The floating bar over a selection, the same on every list: at the bottom of the screen, it says
 * how many are selected ('N selected'), holds the list's own actions (`children`), and clears the
 * selection with its close button or Escape. It shows while anything is selected.
 */
export function SelectionBar({
  label,
  count,
  countLabel,
  onClear,
  children,
}: {
  /** What the bar is called to a screen reader, e.g. 'Selected questions'. */
  label: string;
  count: number;
  /** The list's words for the count, e.g. '3 selected'. */
  countLabel: string;
  onClear: () => void;
  children: ReactNode;
}) {
  const opened = count > 0;

  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape' && !event.isComposing && !somethingElseOpen()) onClear();
  });

  return (
    <ActionBar
      opened={opened}
      onClose={onClear}
      aria-label={label}
      shadow="lg"
      radius="xl"
      position={{ bottom: 24, left: 8, right: 8 }}
      maw="calc(100vw - 16px)"
      style={{ flexWrap: 'nowrap' }}
    >
      <Text size="sm" fw={600} aria-live="polite" style={{ whiteSpace: 'nowrap' }} px={4}>
        {countLabel}
      </Text>
      {children}
      <ActionBar.CloseButton aria-label="Clear selection" />
    </ActionBar>
  );
}
