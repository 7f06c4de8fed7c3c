import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';

/** Cards' outlines while a column's first page loads. */
export function ColumnSkeleton({ title }: { title: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={`Loading ${title}`}>
      {[1, 2, 3].map((n) => (
        <Paper key={n} withBorder radius="md" p="sm" aria-hidden>
          <Stack gap={8}>
            <Skeleton height={12} width="45%" />
            <Skeleton height={14} width="90%" />
            <Skeleton height={12} width="70%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A column with no cards: none at all, or none that match the filters. */
export function ColumnEmpty({ filtered }: { filtered: boolean }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="lg">
      {filtered ? messages.board.noMatches : messages.board.emptyColumn}
    </Text>
  );
}
