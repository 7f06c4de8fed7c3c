import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';

export function ActivityLoading({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the history">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}

export function ActivityEmpty({ message = messages.activity.empty }: { message?: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Text ta="center" c="dimmed" size="sm">
        {message}
      </Text>
    </Paper>
  );
}

export function ActivityError({
  message,
  retrying,
  retry,
}: {
  message: string;
  retrying: boolean;
  retry: () => void;
}) {
  return (
    <LoadErrorAlert
      title={messages.activity.loadFailed}
      message={message}
      retrying={retrying}
      onRetry={retry}
    />
  );
}
