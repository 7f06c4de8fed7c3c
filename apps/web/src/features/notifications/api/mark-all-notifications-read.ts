import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { notificationKeys } from './notification-keys';

const MarkAllNotificationAsRead = graphql(`
  mutation MarkAllNotificationAsRead {
    markAllNotificationAsRead {
      message
    }
  }
`);

/**
 * Marks every notification of the caller read: the badge goes at once, the lists refetch; a
 * failure says why in a toast.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await request(MarkAllNotificationAsRead, {})).markAllNotificationAsRead,
    onSuccess: () => queryClient.setQueryData(notificationKeys.unread(), 0),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
