import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/company-profile/integrate-quorum. The route and its frame are here; the page's content comes with its own issue. */
export function IntegrateQuorumPage() {
  return <BeingBuiltPage title="Integrate Quorum" />;
}
