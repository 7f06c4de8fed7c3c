import { Paper, Stack, Title } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/** One panel of the Profile page: a region named by its heading. */
export function ProfileSection({
  id,
  title,
  gap = 'sm',
  children,
}: {
  /** Names the heading's element id: `profile-{id}-title`. */
  id: string;
  title: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const titleId = `profile-${id}-title`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap={gap}>
        <Title order={2} fz="lg" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
