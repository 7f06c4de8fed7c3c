import { BeingBuiltPage } from '@/components/layouts/being-built';
import { PageGuard } from '@/components/permissions/page-guard';

/** /dashboard/company-profile/integrate-quorum/web-form. The route and its frame are here; the page's content comes with its own issue. */
export function WebFormPage() {
  return (
    <PageGuard page="web-form">
      <BeingBuiltPage title="Web form" />
    </PageGuard>
  );
}
