import { planAllows } from '@quorum/shared';
import { useMemberFlags, usePagePermission } from '@/lib/permissions/use-permissions';

/**
 * What the signed-in member may do with the web form (spec §6): the integrations need Premium,
 * and the Web form page is read-only without edit access. Only the company creator manages
 * billing, so only they are offered the upgrade. The server refuses the same calls.
 */
export function useWebformAccess() {
  const { canEdit } = usePagePermission('web-form');
  const flags = useMemberFlags();
  return {
    canEdit,
    isCompanyCreator: flags.isCompanyCreator,
    premium: flags.plan !== undefined && planAllows(flags.plan, 'integrations'),
  };
}
