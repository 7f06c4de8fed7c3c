import { Box, Button } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';

type SelectionBarButtonProps = {
  label: string;
  icon: ReactNode;
  loading?: boolean;
} & Omit<ComponentPropsWithRef<'button'>, 'children' | 'style'>;

/**
 * An action of the selection bar: its icon, and its word too where there is room (a phone shows
 * the icon alone; a screen reader always hears the word). Other props reach the button, so it can
 * also open a menu.
 */
export function SelectionBarButton({ label, icon, ...button }: SelectionBarButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      aria-label={label}
      leftSection={icon}
      style={{ flexShrink: 0 }}
      styles={{ section: { marginInlineEnd: 0 } }}
      {...button}
    >
      <Box component="span" visibleFrom="sm" ml={6}>
        {label}
      </Box>
    </Button>
  );
}
