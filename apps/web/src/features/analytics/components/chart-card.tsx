import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconLock, IconTable } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { UpgradeAction } from '@/components/plan/upgrade-action';

const text = messages.analytics;

interface ChartQuery {
  isPending: boolean;
  /** 'idle' while the query waits for its input (a custom range without both days). */
  fetchStatus: string;
  isError: boolean;
  isRefetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** A chart's frame: title, the way between chart and table, and its loading, empty and error states. */
export function ChartCard({
  title,
  description,
  query,
  empty,
  chart,
  table,
  extra,
}: {
  title: string;
  description?: string;
  query: ChartQuery;
  /** Nothing to show for the period. */
  empty: boolean;
  chart: () => ReactNode;
  table: () => ReactNode;
  /** Shown under the chart or table (a list, a note). */
  extra?: () => ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  let body: ReactNode;
  if (query.isPending && query.fetchStatus === 'idle')
    body = (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        {text.customNeedsDates}
      </Text>
    );
  else if (query.isPending)
    body = (
      <Stack gap="xs" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
        <Skeleton height={16} width="40%" />
        <Skeleton height={200} />
      </Stack>
    );
  else if (query.isError)
    body = (
      <LoadErrorAlert
        title={text.loadFailed}
        message={query.error?.message ?? messages.generic.tryAgain}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (empty)
    body = (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        {text.empty}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        {asTable ? table() : chart()}
        {extra?.()}
      </Stack>
    );
  const ready = !query.isPending && !query.isError && !empty;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </div>
          {ready ? (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-pressed={asTable}
              leftSection={
                asTable ? (
                  <IconChartBar size={16} aria-hidden />
                ) : (
                  <IconTable size={16} aria-hidden />
                )
              }
              onClick={() => setAsTable((shown) => !shown)}
            >
              {asTable ? text.showChart : text.showTable}
            </Button>
          ) : null}
        </Group>
        {body}
      </Stack>
    </Card>
  );
}

/** A Premium chart on Essentials: what it would show and the way to Premium. */
export function LockedChartCard({
  title,
  message,
  isCompanyCreator,
}: {
  title: string;
  message: string;
  isCompanyCreator: boolean;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="sm" align="flex-start">
        <Group gap="xs">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Badge color="yellow" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {text.premiumBadge}
          </Badge>
        </Group>
        <Text size="sm">{message}</Text>
        <UpgradeAction isCompanyCreator={isCompanyCreator} label={text.upgrade} size="sm" />
      </Stack>
    </Card>
  );
}
