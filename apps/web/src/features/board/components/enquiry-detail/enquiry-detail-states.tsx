import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { isApiError } from '@/lib/graphql';

export function EnquiryDetailLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading the question" />
    </Center>
  );
}

/**
 * The question could not be loaded: gone (deleted, or another company's) says so and points back
 * to the board; anything else offers Try again.
 */
export function EnquiryDetailError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (isApiError(error, 'NOT_FOUND'))
    return (
      <Alert color="gray" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        {messages.board.notFound}
      </Alert>
    );
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
