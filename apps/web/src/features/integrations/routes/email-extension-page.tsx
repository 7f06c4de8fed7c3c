import { BeingBuiltPage } from '@/components/layouts/being-built';
import { PageGuard } from '@/components/permissions/page-guard';

/** /dashboard/company-profile/integrate-quorum/email-extension. The route and its frame are here; the page's content comes with its own issue. */
export function EmailExtensionPage() {
  return (
    <PageGuard page="email-extension">
      <BeingBuiltPage title="Email extension" />
    </PageGuard>
  );
}
