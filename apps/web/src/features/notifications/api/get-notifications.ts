import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql, readFragment, request } from '@/lib/graphql';
import { NotificationFields } from './notification-fields';
import { notificationKeys } from './notification-keys';

const GetNotifications = graphql(
  `
    query GetNotifications($page: Int, $limit: Int) {
      getNotifications(page: $page, limit: $limit) {
        items {
          ...NotificationFields
        }
        meta {
          currentPage
          totalItems
          totalPages
        }
      }
    }
  `,
  [NotificationFields],
);

/** One page of the caller's notifications, newest first; `enabled` lets the bell wait until opened. */
export function useNotifications(page: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(page, limit),
    queryFn: async ({ signal }) => {
      const { getNotifications } = await request(GetNotifications, { page, limit }, { signal });
      return {
        items: getNotifications.items.map((item) => readFragment(NotificationFields, item)),
        meta: getNotifications.meta,
      };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
