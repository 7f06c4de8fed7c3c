import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/announcements. The route and its frame are here; the page's content comes with its own issue. */
export function AnnouncementsPage() {
  return <BeingBuiltPage title="Announcements" />;
}
