import { Button, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { EXTERNAL_LINKS } from '@quorum/shared';

/**
 * Contact Sales (more than 100,000 shareholders) and non_permit_upgrade's demo booking: the
 * demo-booking page, in a new tab, without giving it this page.
 */
export function SalesLink({
  label,
  focusOnOpen = false,
  ...props
}: ButtonProps & { label: string; focusOnOpen?: boolean }) {
  return (
    <Button
      component="a"
      href={EXTERNAL_LINKS.bookDemo}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<IconExternalLink size={16} aria-hidden />}
      data-autofocus={focusOnOpen || undefined}
      {...props}
    >
      {label}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
