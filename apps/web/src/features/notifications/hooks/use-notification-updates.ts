import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TIMING } from '@quorum/shared';
import { graphql, subscribe } from '@/lib/graphql';
import { stockAlertToastId } from '@/lib/toasts/stock-alert-toast';
import { notificationKeys } from '../api/notification-keys';

const NotificationUpdated = graphql(`
  subscription NotificationUpdated {
    notificationUpdated {
      unreadCount
      notification {
        _id
        notificationType
        title
        message
        hasRead
      }
    }
  }
`);

/**
 * The caller's live notifications: the badge takes the count the server sends, the lists refetch,
 * and a new notification shows a toast. After a dropped connection everything refetches, as
 * events meanwhile were missed. The bell calls this once, in the header.
 */
export function useNotificationUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribe(
        NotificationUpdated,
        {},
        {
          next: ({ notificationUpdated: { unreadCount, notification } }) => {
            queryClient.setQueryData(notificationKeys.unread(), unreadCount);
            void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
            if (notification && !notification.hasRead)
              notifications.show({
                // A fired stock alert may also toast from the market page: one id, one toast.
                id:
                  notification.notificationType === 'stock_alert'
                    ? stockAlertToastId(notification.message)
                    : `notification-${notification._id}`,
                title: notification.title,
                message: notification.message,
                autoClose: TIMING.toastMs,
              });
          },
          reconnected: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        },
      ),
    [queryClient],
  );
}
