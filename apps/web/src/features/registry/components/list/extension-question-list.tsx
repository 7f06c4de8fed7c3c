import { Alert, Button, Center, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useCallback } from 'react';
import { messages } from '@quorum/shared';
import { isApiError } from '@/lib/graphql';
import { useExtensionQuestionRegistries } from '../../api/get-extension-question-registries';
import { useLoadMoreOnScroll } from '../../hooks/use-load-more-on-scroll';
import { ExtensionQuestionCard } from './extension-question-card';
import { RegistryNoMatches } from './registry-list-states';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';

const text = messages.registry;

/** The server's refusal of the view itself: no extension permission, or not on a paid plan. */
const isRefusal = (error: unknown) =>
  isApiError(error, 'FORBIDDEN') || isApiError(error, 'PAYMENT_REQUIRED');

/**
 * The email-extension view's saved questions, one column for a narrow panel, a page at a time.
 * A refusal says why in the server's words, with nothing to retry.
 */
export function ExtensionQuestionList({
  userId,
  searchText,
}: {
  userId: string;
  searchText: string;
}) {
  const list = useExtensionQuestionRegistries({ userId, searchText });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const sentinel = useLoadMoreOnScroll({
    hasMore: hasNextPage && !list.isFetchNextPageError,
    loading: list.isFetching,
    loadMore,
  });

  if (list.isPending)
    return (
      <Stack gap="sm" role="status" aria-label="Loading questions">
        {[1, 2, 3].map((n) => (
          <Paper key={n} withBorder radius="md" p="sm" aria-hidden>
            <Skeleton height={14} width="80%" mb={8} />
            <Skeleton height={12} width="95%" mb={6} />
            <Skeleton height={12} width="60%" />
          </Paper>
        ))}
      </Stack>
    );

  if (list.isError && !list.data) {
    if (isRefusal(list.error))
      return (
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock aria-hidden />}
          title={text.extensionRefusedTitle}
          role="alert"
        >
          {list.error.message}
        </Alert>
      );
    return (
      <LoadErrorAlert
        title={messages.registry.loadFailed}
        message={list.error.message}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return searchText ? (
      <RegistryNoMatches />
    ) : (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {text.extensionEmpty}
      </Text>
    );

  return (
    <Stack gap="sm">
      {items.map((item) => (
        <ExtensionQuestionCard key={item._id} item={item} />
      ))}
      {hasNextPage ? (
        <Center ref={sentinel}>
          {isFetchingNextPage ? (
            <Loader size="sm" aria-label="Loading more questions" />
          ) : (
            <Button variant="default" size="xs" onClick={loadMore}>
              Load more
            </Button>
          )}
        </Center>
      ) : null}
    </Stack>
  );
}
