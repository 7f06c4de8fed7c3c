import { BeingBuiltPage } from '@/components/layouts/being-built';
import { PageGuard } from '@/components/permissions/page-guard';

/** /dashboard/calendar. The route and its frame are here; the page's content comes with its own issue. */
export function CalendarPage() {
  return (
    <PageGuard page="calendar">
      <BeingBuiltPage title="Calendar" />
    </PageGuard>
  );
}
