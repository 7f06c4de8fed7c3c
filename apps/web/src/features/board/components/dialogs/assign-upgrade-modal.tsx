import { messages } from '@quorum/shared';
import { UpgradeModal } from '@/components/plan/upgrade-modal';

/** Assigning on the free plan (as the registry's prompts do): what Premium adds, and the way there. */
export function AssignUpgradeModal(props: {
  opened: boolean;
  isCompanyCreator: boolean;
  onClose: () => void;
}) {
  return (
    <UpgradeModal
      {...props}
      title={messages.board.assignUpgradeTitle}
      body={messages.board.assigneesPremium}
    />
  );
}
