import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A market page section's heading, what it is for, and its action (for those who may change it). */
export function SectionHeader({
  id,
  title,
  description,
  action,
}: {
  id: string;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
      <div>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
      {action}
    </Group>
  );
}
