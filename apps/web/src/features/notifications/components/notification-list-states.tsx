import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { messages } from '@quorum/shared';

export function NotificationsLoading({ rows, label }: { rows: number; label: string }) {
  return (
    <Stack gap="xs" p="sm" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} h={56} radius="sm" />
      ))}
    </Stack>
  );
}

export function NotificationsError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert color="red" title={messages.notifications.loadFailed} m="sm">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

export function NotificationsEmpty() {
  return (
    <Stack align="center" gap="xs" py="xl" px="md">
      <IconBellOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text size="sm" c="dimmed" ta="center">
        {messages.notifications.empty}
      </Text>
    </Stack>
  );
}
