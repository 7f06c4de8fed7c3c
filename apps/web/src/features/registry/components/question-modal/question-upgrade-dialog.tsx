import { Stack, Text } from '@mantine/core';
import type { UpgradeReason } from '../../hooks/use-registry-dialogs';
import { UpgradeChoices } from '@/components/plan/upgrade-action';
import { upgradePromptText } from '../list/upgrade-prompt-text';
import { NestedDialog } from './nested-dialog';

/**
 * The registry's upgrade prompts over the question modal: the 4th question on Freemium
 * (upgrade-premium-more-than-three-questions), starring, drafting. Closing it returns to the form
 * with everything typed still there.
 */
export function QuestionUpgradeDialog({
  reason,
  isCompanyCreator,
  onClose,
}: {
  reason: UpgradeReason | null;
  isCompanyCreator: boolean;
  onClose: () => void;
}) {
  const prompt = reason ? upgradePromptText[reason] : null;
  return (
    <NestedDialog opened={reason !== null} onClose={onClose} title={prompt?.title} size="md">
      <Stack gap="md">
        <Text size="sm">{prompt?.body}</Text>
        <UpgradeChoices isCompanyCreator={isCompanyCreator} onClose={onClose} focusNotNow />
      </Stack>
    </NestedDialog>
  );
}
