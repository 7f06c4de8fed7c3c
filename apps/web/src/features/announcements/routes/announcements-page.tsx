import { BeingBuiltPage } from '@/components/layouts/being-built';
import { PageGuard } from '@/components/permissions/page-guard';

/** /dashboard/announcements. The route and its frame are here; the page's content comes with its own issue. */
export function AnnouncementsPage() {
  return (
    <PageGuard page="announcements">
      <BeingBuiltPage title="Announcements" />
    </PageGuard>
  );
}
