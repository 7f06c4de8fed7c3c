import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/my-team. The route and its frame are here; the page's content comes with its own issue. */
export function MyTeamPage() {
  return <BeingBuiltPage title="My team" />;
}
