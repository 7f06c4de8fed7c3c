import { BeingBuiltPage } from '@/components/layouts/being-built';
import { PageGuard } from '@/components/permissions/page-guard';

/** /dashboard/announcements/:id. The route and its frame are here; the page's content comes with its own issue. */
export function AnnouncementPage() {
  return (
    <PageGuard page="announcements">
      <BeingBuiltPage title="Announcement" />
    </PageGuard>
  );
}
