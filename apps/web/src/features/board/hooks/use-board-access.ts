import { planAllows } from '@quorum/shared';
import { useMemberFlags, usePagePermission } from '@/lib/permissions/use-permissions';

/**
 * What the signed-in member may do on the board (spec §6): with edit access on the questions page
 * they drag, select and change cards; with view access they only look. Assigning questions is a
 * Premium feature (spec §9). Hiding is a courtesy: the server refuses the same calls.
 */
export function useBoardAccess() {
  const { canEdit } = usePagePermission('questions');
  const flags = useMemberFlags();
  return {
    canEdit,
    mayAssign: flags.plan !== undefined && planAllows(flags.plan, 'assignQuestions'),
    isCompanyCreator: flags.isCompanyCreator,
  };
}

export type BoardAccess = ReturnType<typeof useBoardAccess>;
