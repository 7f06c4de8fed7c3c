import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/executive-team and /dashboard/company-profile/excutive-team. The route and its frame are here; the page's content comes with its own issue. */
export function ExecutiveTeamPage() {
  return <BeingBuiltPage title="Executive team" />;
}
