import { TIMING } from '@quorum/shared';
import { useQuery } from '@tanstack/react-query';
import { useAfterDelay } from '../hooks/use-after-delay';
import { graphql, request } from '@/lib/graphql';
import { notificationKeys } from './notification-keys';

const GetUnreadNotificationCount = graphql(`
  query GetUnreadNotificationCount {
    getUnreadNotificationCount
  }
`);

/**
 * The bell's badge. Asked for once the page has settled (spec: unread counts are fetched after
 * TIMING.unreadCountDelayMs); afterwards the live updates keep it current.
 */
export function useUnreadNotificationCount() {
  const started = useAfterDelay(TIMING.unreadCountDelayMs);
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) =>
      (await request(GetUnreadNotificationCount, {}, { signal })).getUnreadNotificationCount,
    enabled: started,
  });
}
