import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '@/lib/graphql';
import { notificationKeys } from './notification-keys';

const ReadNotification = graphql(`
  mutation ReadNotification($notificationId: ID!) {
    readNotification(notificationId: $notificationId) {
      _id
      hasRead
    }
  }
`);

/** Marks one notification read; the lists and the badge refetch. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notificationId: string) =>
      (await request(ReadNotification, { notificationId })).readNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
