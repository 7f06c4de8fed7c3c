import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { UpgradeReason } from '../../hooks/use-registry-dialogs';
import { UpgradeAction } from './upgrade-action';
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
    <Modal opened={opened} onClose={onClose} title={prompt?.title} centered>
      <Stack gap="md">
        <Text size="sm">{prompt?.body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <UpgradeAction isCompanyCreator={isCompanyCreator} onNavigate={onClose} />
        </Group>
      </Stack>
    </Modal>
  );
}
