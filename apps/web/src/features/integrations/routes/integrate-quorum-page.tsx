import { BeingBuiltPage } from '@/components/layouts/being-built';
import { PageGuard } from '@/components/permissions/page-guard';

/** /dashboard/company-profile/integrate-quorum. The route and its frame are here; the page's content comes with its own issue. */
export function IntegrateQuorumPage() {
  return (
    <PageGuard page="integrate-quorum">
      <BeingBuiltPage title="Integrate Quorum" />
    </PageGuard>
  );
}
