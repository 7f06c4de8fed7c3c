import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/dashboard2. The route and its frame are here; the page's content comes with its own issue. */
export function DashboardOverviewPage() {
  return <BeingBuiltPage title="Dashboard overview" />;
}
