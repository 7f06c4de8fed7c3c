import { Box, Group, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { formatExactTime, formatRelativeTime } from '@/lib/format/relative-time';
import type { NotificationItem } from '../api/notification-fields';

function UnreadDot({ unread }: { unread: boolean }) {
  return (
    <Box
      aria-hidden
      w={8}
      h={8}
      mt={6}
      style={{ borderRadius: '50%', flex: 'none' }}
      bg={unread ? 'blue.6' : 'transparent'}
    />
  );
}

/**
 * One notification as a button: opening it marks it read and goes to what it is about. Unread
 * ones are tinted, carry a dot and a bold title, and say "Unread" to screen readers.
 */
export function NotificationRow({
  notification,
  onOpen,
  compact = false,
}: {
  notification: NotificationItem;
  onOpen: (notification: NotificationItem) => void;
  compact?: boolean;
}) {
  const unread = !notification.hasRead;
  return (
    <NavLink
      component="button"
      type="button"
      onClick={() => onOpen(notification)}
      active={unread}
      variant="light"
      color="blue"
      px={compact ? 'md' : 'lg'}
      py={compact ? 'sm' : 'md'}
      styles={{ section: { alignSelf: 'flex-start' } }}
      leftSection={<UnreadDot unread={unread} />}
      label={
        <Stack gap={2} component="span">
          <Group component="span" gap={6} wrap="nowrap">
            {notification.notificationType === 'stock_alert' ? (
              <IconChartLine
                size={16}
                aria-hidden
                color="var(--mantine-color-grape-7)"
                style={{ flex: 'none' }}
              />
            ) : null}
            <Text component="span" size="sm" fw={unread ? 700 : 500} c="dark">
              {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
              {notification.title}
            </Text>
          </Group>
          <Text component="span" size="sm" c="dimmed" lineClamp={compact ? 2 : undefined}>
            {notification.message}
          </Text>
          <Text
            component="time"
            size="xs"
            c="dimmed"
            dateTime={notification.createdAt}
            title={formatExactTime(notification.createdAt)}
          >
            {formatRelativeTime(notification.createdAt)}
          </Text>
        </Stack>
      }
    />
  );
}
