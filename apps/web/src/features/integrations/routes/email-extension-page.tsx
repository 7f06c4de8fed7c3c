import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/company-profile/integrate-quorum/email-extension. The route and its frame are here; the page's content comes with its own issue. */
export function EmailExtensionPage() {
  return <BeingBuiltPage title="Email extension" />;
}
