import { Anchor, Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';

/** A card of the home: a region named by its heading, a link to the page it summarises. */
export function HomeSection({
  title,
  link,
  children,
}: {
  title: string;
  link: { label: string; to: string };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id={headingId}>
          {title}
        </Title>
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}
