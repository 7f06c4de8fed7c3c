import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/my-team-details. The route and its frame are here; the page's content comes with its own issue. */
export function MyTeamDetailsPage() {
  return <BeingBuiltPage title="Team member" />;
}
