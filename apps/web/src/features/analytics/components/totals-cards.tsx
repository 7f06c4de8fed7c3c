import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import type { Totals } from '../api/get-topics-and-totals';
import { formatCount, formatPercent } from './format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} data-figure={label}>
        {value}
      </Text>
    </Card>
  );
}

/** The period's totals (getTotalEnquiryResponse), as five figures. */
export function TotalsCards({ query }: { query: UseQueryResult<Totals> }) {
  // Waiting for a custom range's days: the filters above say so.
  if (query.isPending && query.fetchStatus === 'idle') return null;
  if (query.isPending)
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} role="status" aria-label="Loading totals">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (query.isError)
    return (
      <LoadErrorAlert
        title={messages.analytics.loadFailed}
        message={query.error.message}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  const totals = query.data;
  return (
    <section aria-label="Totals">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        <Figure label="Questions" value={formatCount(totals.questions)} />
        <Figure label="Answered" value={formatCount(totals.answered)} />
        <Figure label="Resolved" value={formatCount(totals.resolved)} />
        <Figure label="Outstanding" value={formatCount(totals.outstanding)} />
        <Figure label="Answer rate" value={formatPercent(totals.answerRate)} />
      </SimpleGrid>
    </section>
  );
}
