import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/notifications. The route and its frame are here; the page's content comes with its own issue. */
export function NotificationsPage() {
  return <BeingBuiltPage title="Notifications" />;
}
