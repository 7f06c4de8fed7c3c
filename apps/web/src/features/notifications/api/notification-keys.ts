/**
 * Query keys of notifications: the pages (the bell's 5 and the page's 10 are both lists) and the
 * unread count. A live notificationUpdated event writes the count and invalidates the lists.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'getNotifications'] as const,
  list: (page: number, limit: number) => [...notificationKeys.lists(), page, limit] as const,
  unread: () => [...notificationKeys.all, 'getUnreadNotificationCount'] as const,
};
