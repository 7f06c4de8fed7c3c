import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/update-plan. The route and its frame are here; the page's content comes with its own issue. */
export function UpdatePlanPage() {
  return <BeingBuiltPage title="Update plan" />;
}
