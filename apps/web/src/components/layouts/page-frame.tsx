import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A dashboard page: its title as the page's one h1, actions beside it, content below. */
export function PageFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(`${title} · Quorum`);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
