import { EmptyState, Paper } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { PageFrame } from './page-frame';

/**
 * A page whose route exists but whose feature comes in a later issue. It says so plainly rather
 * than showing made-up content.
 */
export function BeingBuiltPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconTools aria-hidden />}
          withIndicatorBackground
          title="Coming soon"
          description={messages.generic.pageBeingBuilt}
        />
      </Paper>
    </PageFrame>
  );
}
