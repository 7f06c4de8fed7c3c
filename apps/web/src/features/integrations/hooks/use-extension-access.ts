import { planAllows } from '@quorum/shared';
import { useMemberFlags, usePagePermission } from '@/lib/permissions/use-permissions';

/**
 * What the signed-in member may do on the Email extension page (spec §6): it needs Premium, is
 * read-only without edit access, and only the company creator connects and disconnects
 * mailboxes. The server refuses the same calls; this only hides what would be refused.
 */
export function useExtensionAccess() {
  const { canEdit } = usePagePermission('email-extension');
  const flags = useMemberFlags();
  return {
    canEdit,
    isCompanyCreator: flags.isCompanyCreator,
    premium: flags.plan !== undefined && planAllows(flags.plan, 'integrations'),
    /** Connect, Enter code and Disconnect: edit access and the creator's seat, both. */
    canManage: canEdit && flags.isCompanyCreator,
  };
}
