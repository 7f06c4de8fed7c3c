import { Center, Group, Pagination, Stack } from '@mantine/core';
import { messages } from '@quorum/shared';
import { useEffect } from 'react';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import type { Announcement } from '../../api/announcement-fields';
import type { AnnouncementView } from '../../api/announcement-keys';
import type { useCompanyAnnouncements } from '../../api/get-company-announcements';
import type { AnnouncementCardActions } from './announcement-card';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementsEmpty, AnnouncementsLoading } from './announcement-list-states';
import { AnnouncementsFooter } from './announcements-footer';

/**
 * One page of a view, in the server's order (pinned first, then the newest), the footer's
 * sentence, and the pages (one sibling either side, as the app's other lists). A page emptied by
 * a delete gives way to the last one that has announcements.
 */
export function AnnouncementList({
  view,
  list,
  onPage,
  onPageGone,
  actionsFor,
  onCreate,
}: {
  view: AnnouncementView;
  list: ReturnType<typeof useCompanyAnnouncements>;
  onPage: (page: number) => void;
  onPageGone: (lastPage: number) => void;
  actionsFor: (announcement: Announcement) => AnnouncementCardActions;
  onCreate?: () => void;
}) {
  const meta = list.isPlaceholderData ? undefined : list.data?.meta;
  const lastPage = meta && meta.currentPage > meta.totalPages ? meta.totalPages : null;
  useEffect(() => {
    if (lastPage) onPageGone(lastPage);
  }, [lastPage, onPageGone]);

  if (list.isPending) return <AnnouncementsLoading />;
  if (list.isError)
    return (
      <LoadErrorAlert
        title={messages.announcementScreens.loadFailed}
        message={list.error.message}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );

  const page = list.data;
  return (
    <Stack gap="md">
      {page.items.length === 0 ? (
        <AnnouncementsEmpty view={view} onCreate={onCreate} />
      ) : (
        <Stack gap="sm" aria-busy={list.isPlaceholderData || undefined}>
          {page.items.map((announcement) => (
            <AnnouncementCard
              key={announcement.announcementId}
              announcement={announcement}
              actions={actionsFor(announcement)}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between" gap="sm">
        <AnnouncementsFooter view={view} page={page} />
        {page.meta.totalPages > 1 ? (
          <Center>
            <Pagination
              total={page.meta.totalPages}
              value={page.meta.currentPage}
              onChange={onPage}
              siblings={1}
              boundaries={1}
              size="sm"
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Center>
        ) : null}
      </Group>
    </Stack>
  );
}
