import { Card, Stack, Text } from '@mantine/core';

/** Nothing here yet: what is missing, and what the reader can do about it (or who can). */
export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap={4} align="center" ta="center">
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}
