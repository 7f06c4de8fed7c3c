import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/history-of-activity. The route and its frame are here; the page's content comes with its own issue. */
export function HistoryOfActivityPage() {
  return <BeingBuiltPage title="History of activity" />;
}
