import { Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An integration card's heading: its icon, name and one line, with its status on the right. */
export function IntegrationCardHeading({
  icon,
  title,
  label,
  status,
}: {
  icon: ReactNode;
  title: string;
  label: string;
  status?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </div>
      </Group>
      {status}
    </Group>
  );
}
