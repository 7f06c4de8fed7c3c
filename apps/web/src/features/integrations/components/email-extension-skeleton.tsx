import { Paper, Skeleton, Stack } from '@mantine/core';

/** The table of connected mailboxes, in outline, while it loads. */
export function EmailExtensionSkeleton() {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack
        gap="sm"
        role="status"
        aria-busy="true"
        aria-label="Loading the connected email addresses"
      >
        <Skeleton h={20} w="40%" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} h={40} />
        ))}
      </Stack>
    </Paper>
  );
}
