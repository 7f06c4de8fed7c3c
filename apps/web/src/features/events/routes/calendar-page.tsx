import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/calendar. The route and its frame are here; the page's content comes with its own issue. */
export function CalendarPage() {
  return <BeingBuiltPage title="Calendar" />;
}
