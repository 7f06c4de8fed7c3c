import { planAllows } from '@quorum/shared';
import { useMemberFlags, usePagePermission } from '@/lib/permissions/use-permissions';

/**
 * What the signed-in member may do in the registry (spec §6): edit with the question registries
 * permission; the New question card also needs administrative control or question management;
 * starring, restoring, CSV import and more than three questions need Premium. Hiding is a
 * courtesy: the server refuses the same calls.
 */
export function useRegistryAccess() {
  const { canEdit } = usePagePermission('question-registry');
  const flags = useMemberFlags();
  const allows = (feature: Parameters<typeof planAllows>[1]) =>
    flags.plan !== undefined && planAllows(flags.plan, feature);
  return {
    canEdit,
    canCreate: canEdit && (flags.hasAdministrativeControl || flags.canManageQuestion),
    isCompanyCreator: flags.isCompanyCreator,
    mayStar: allows('bulkStar'),
    mayRestore: allows('restoreDeleted'),
    mayImport: allows('csvImport'),
    unlimited: allows('unlimitedRegistry'),
  };
}

export type RegistryAccess = ReturnType<typeof useRegistryAccess>;
