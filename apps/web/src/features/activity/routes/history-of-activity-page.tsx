import { Button, Center, Pagination, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { PageFrame } from '@/components/layouts/page-frame';
import { useActivities } from '../api/get-activities';
import type { ActivityFilters as Filters } from '../api/get-activities';
import { useExportActivities } from '../api/export-activities';
import { ActivityFilters } from '../components/activity-filters';
import { ActivityRow } from '../components/activity-row';
import { ActivityEmpty, ActivityError, ActivityLoading } from '../components/activity-states';
import { RetentionSetting } from '../components/retention-setting';

const text = messages.activity;

/**
 * /dashboard/history-of-activity: every change in the company (administrators) or the caller's
 * own, 10 a page, newest first, with filters, the CSV export and, for administrators, retention.
 */
export function HistoryOfActivityPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const badRange = Boolean(filters.from && filters.to && filters.to < filters.from);
  const list = useActivities(filters, page);
  const exporter = useExportActivities();
  const companyWide = list.data?.companyWide ?? false;
  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const exportCsv = () =>
    exporter.mutate(filters, {
      onSuccess: () => notifications.show({ message: text.exportStarted }),
      onError: (error) =>
        notifications.show({ color: 'red', title: text.exportFailed, message: error.message }),
    });

  return (
    <PageFrame
      title={text.title}
      actions={
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={exporter.isPending}
          disabled={badRange || list.isPending}
          onClick={exportCsv}
        >
          Export CSV
        </Button>
      }
    >
      <Text c="dimmed" size="sm" mt={-8}>
        {list.data ? (companyWide ? text.intro : text.introOwn) : '\u00a0'}
      </Text>
      <ActivityFilters filters={filters} onChange={changeFilters} companyWide={companyWide} />
      {list.isPending ? (
        <ActivityLoading />
      ) : list.isError ? (
        <ActivityError
          message={list.error.message}
          retrying={list.isFetching}
          retry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <ActivityEmpty />
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" aria-busy={list.isFetching}>
            <Stack gap={0} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.data.items.map((activity) => (
                <li
                  key={activity._id}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <ActivityRow activity={activity} />
                </li>
              ))}
            </Stack>
          </Paper>
          {list.data.meta.totalPages > 1 && (
            <Center>
              <Pagination
                total={list.data.meta.totalPages}
                value={list.data.meta.currentPage}
                onChange={setPage}
                siblings={1}
                boundaries={1}
                size="sm"
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
            </Center>
          )}
        </Stack>
      )}
      <RetentionSetting />
    </PageFrame>
  );
}
