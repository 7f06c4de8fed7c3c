import type { UpgradeReason } from '../../hooks/use-registry-dialogs';
import { UpgradeModal } from '@/components/plan/upgrade-modal';
import { upgradePromptText } from './upgrade-prompt-text';

/**
 * The upgrade modals of spec §2 (upgrade-premium-more-than-three-questions,
 * upgrade-import-questions) and the star and restore prompts: what Premium adds, and the way there.
 */
export function RegistryUpgradeModal({
  opened,
  reason,
  isCompanyCreator,
  onClose,
}: {
  opened: boolean;
  reason: UpgradeReason | null;
  isCompanyCreator: boolean;
  onClose: () => void;
}) {
  const prompt = reason ? upgradePromptText[reason] : null;
  return (
    <UpgradeModal
      opened={opened}
      title={prompt?.title}
      body={prompt?.body}
      isCompanyCreator={isCompanyCreator}
      onClose={onClose}
    />
  );
}
