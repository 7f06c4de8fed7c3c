import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { PAGE_SIZES, messages } from '@quorum/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useUnreadNotificationCount } from '../api/get-unread-notification-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useNotificationUpdates } from '../hooks/use-notification-updates';
import { useOpenNotification } from '../hooks/use-open-notification';
import { NotificationRow } from './notification-row';
import {
  NotificationsEmpty,
  NotificationsError,
  NotificationsLoading,
} from './notification-list-states';

const text = messages.notifications;

function LatestNotifications({ onOpened }: { onOpened: () => void }) {
  const latest = useNotifications(1, PAGE_SIZES.notificationPopover);
  const open = useOpenNotification(onOpened);
  if (latest.isPending) return <NotificationsLoading rows={3} label="Loading notifications" />;
  if (latest.isError)
    return (
      <NotificationsError message={latest.error.message} retry={() => void latest.refetch()} />
    );
  if (latest.data.items.length === 0) return <NotificationsEmpty />;
  return (
    <Stack gap={0} p={4}>
      {latest.data.items.map((notification) => (
        <NotificationRow key={notification._id} notification={notification} onOpen={open} compact />
      ))}
    </Stack>
  );
}

/**
 * Spec §2 "Dashboard shell": the header bell. Its badge is the unread count, kept live by the
 * notificationUpdated subscription; the popover lists the latest five with Mark all as read and
 * View all notifications.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const count = useUnreadNotificationCount().data ?? 0;
  const markAll = useMarkAllNotificationsRead();
  useNotificationUpdates();
  const close = () => setOpened(false);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      // The header is fixed, so the bell is never scrolled away from its popover.
      hideDetached={false}
    >
      {/* The button is the popover's target, so aria-expanded sits on it, not on the badge's div. */}
      <Indicator
        label={count > 99 ? '99+' : count}
        disabled={count === 0}
        size={18}
        offset={6}
        color="red"
        fw={700}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={text.unreadBadge(count)}
            onClick={() => setOpened((was) => !was)}
          >
            <IconBell size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-labelledby={titleId}>
        <Group justify="space-between" px="md" py="sm" wrap="nowrap">
          <Text id={titleId} fw={700}>
            {text.popoverTitle}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={count === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {text.markAllAsRead}
          </Button>
        </Group>
        <Divider />
        <div style={{ maxHeight: 'min(420px, 60vh)', overflowY: 'auto' }}>
          {opened ? <LatestNotifications onOpened={close} /> : null}
        </div>
        <Divider />
        <Group justify="center" py="sm">
          <Anchor component={Link} to="/dashboard/notifications" size="sm" fw={600} onClick={close}>
            {text.viewAll}
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
