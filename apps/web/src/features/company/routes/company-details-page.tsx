import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/company-profile/company-details. The route and its frame are here; the page's content comes with its own issue. */
export function CompanyDetailsPage() {
  return <BeingBuiltPage title="Company details" />;
}
