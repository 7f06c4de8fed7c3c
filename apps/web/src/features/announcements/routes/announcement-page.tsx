import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/announcements/:id. The route and its frame are here; the page's content comes with its own issue. */
export function AnnouncementPage() {
  return <BeingBuiltPage title="Announcement" />;
}
