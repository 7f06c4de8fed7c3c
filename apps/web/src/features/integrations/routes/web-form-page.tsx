import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/company-profile/integrate-quorum/web-form. The route and its frame are here; the page's content comes with its own issue. */
export function WebFormPage() {
  return <BeingBuiltPage title="Web form" />;
}
