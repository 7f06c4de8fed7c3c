import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/plan. The route and its frame are here; the page's content comes with its own issue. */
export function PlanPage() {
  return <BeingBuiltPage title="Plan" />;
}
