import { Button, EmptyState, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { messages } from '@quorum/shared';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import type { ResponseTemplate } from '../api/get-response-templates';

const text = messages.templates;

function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

function LoadingCards() {
  return (
    <div role="status" aria-label="Loading response templates">
      <CardGrid>
        {[1, 2, 3].map((n) => (
          <Paper key={n} withBorder radius="md" p="md" aria-hidden>
            <Stack gap={10}>
              <Skeleton height={16} width="60%" />
              <Skeleton height={12} />
              <Skeleton height={12} width="85%" />
              <Skeleton height={22} width={120} radius="xl" />
            </Stack>
          </Paper>
        ))}
      </CardGrid>
    </div>
  );
}

/**
 * The templates as cards, with the loading, error, empty and nothing-found states. `renderCard`
 * draws one template; `onCreate` comes only to members who may create one.
 */
export function TemplateList({
  templates,
  error,
  retrying,
  searchText,
  onRetry,
  onCreate,
  renderCard,
}: {
  /** Undefined while the first answer is on its way. */
  templates: ResponseTemplate[] | undefined;
  error: Error | null;
  retrying: boolean;
  searchText: string;
  onRetry: () => void;
  onCreate?: () => void;
  renderCard: (template: ResponseTemplate) => ReactNode;
}) {
  if (error)
    return (
      <LoadErrorAlert
        title={text.loadFailed}
        message={error.message}
        retrying={retrying}
        onRetry={onRetry}
      />
    );

  if (!templates) return <LoadingCards />;

  if (templates.length === 0 && searchText)
    return (
      <Text c="dimmed" py="lg" ta="center" role="status">
        {text.noSearchResults}
      </Text>
    );

  if (templates.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          icon={<IconTemplate aria-hidden />}
          withIndicatorBackground
          title={text.emptyTitle}
          description={onCreate ? text.emptyDescription : text.emptyReadOnly}
        >
          {onCreate ? (
            <EmptyState.Actions>
              <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onCreate}>
                Create your first template
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      </Paper>
    );

  return <CardGrid>{templates.map(renderCard)}</CardGrid>;
}
