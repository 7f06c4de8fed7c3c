import { BeingBuiltPage } from '@/components/layouts/being-built';

/** /dashboard/invite-team. The route and its frame are here; the page's content comes with its own issue. */
export function InviteTeamPage() {
  return <BeingBuiltPage title="Invite your team" />;
}
