import { Button, Group, Stack, Text } from '@mantine/core';
import type { UpgradeReason } from '../../hooks/use-registry-dialogs';
import { UpgradeAction } from '../list/upgrade-action';
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Not now
          </Button>
          <UpgradeAction isCompanyCreator={isCompanyCreator} onNavigate={onClose} />
        </Group>
      </Stack>
    </NestedDialog>
  );
}
