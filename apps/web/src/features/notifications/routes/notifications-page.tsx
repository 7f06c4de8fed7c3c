import { Button, Center, Pagination, Paper, Stack } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { PAGE_SIZES, messages } from '@quorum/shared';
import { useState } from 'react';
import { PageFrame } from '@/components/layouts/page-frame';
import { useNotifications } from '../api/get-notifications';
import { useUnreadNotificationCount } from '../api/get-unread-notification-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationRow } from '../components/notification-row';
import {
  NotificationsEmpty,
  NotificationsError,
  NotificationsLoading,
} from '../components/notification-list-states';

const text = messages.notifications;

function NotificationList() {
  const [page, setPage] = useState(1);
  const list = useNotifications(page, PAGE_SIZES.notifications);
  const open = useOpenNotification();

  if (list.isPending) return <NotificationsLoading rows={4} label="Loading your notifications" />;
  if (list.isError)
    return <NotificationsError message={list.error.message} retry={() => void list.refetch()} />;

  const { items, meta } = list.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={4}>
        {items.length === 0 ? (
          <NotificationsEmpty />
        ) : (
          <Stack gap={2}>
            {items.map((notification) => (
              <NotificationRow key={notification._id} notification={notification} onOpen={open} />
            ))}
          </Stack>
        )}
      </Paper>
      {meta.totalPages > 1 && (
        <Center>
          <Pagination
            total={meta.totalPages}
            value={meta.currentPage}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            size="sm"
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Center>
      )}
    </Stack>
  );
}

/** /dashboard/notifications: every notification of the caller, 10 a page, newest first. */
export function NotificationsPage() {
  const unread = useUnreadNotificationCount().data ?? 0;
  const markAll = useMarkAllNotificationsRead();
  return (
    <PageFrame
      title="Notifications"
      actions={
        <Button
          variant="light"
          leftSection={<IconChecks size={18} aria-hidden />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {text.markAllAsRead}
        </Button>
      }
    >
      <NotificationList />
    </PageFrame>
  );
}
