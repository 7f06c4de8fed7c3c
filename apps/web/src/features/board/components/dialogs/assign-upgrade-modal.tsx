import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@quorum/shared';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

/**
 * Assigning on the free plan (as the registry's prompts do): what Premium adds, and the way there
 * for the company creator, who manages billing; anyone else is told they may not upgrade.
 */
export function AssignUpgradeModal({
  opened,
  isCompanyCreator,
  onClose,
}: {
  opened: boolean;
  isCompanyCreator: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={messages.board.assignUpgradeTitle} centered>
      <Stack gap="md">
        <Text size="sm">{messages.board.assigneesPremium}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          {isCompanyCreator ? (
            <Button
              component={Link}
              to={UPGRADE_PLAN_PATH}
              onClick={onClose}
              leftSection={<IconCrown size={16} aria-hidden />}
              color="yellow"
              autoContrast
            >
              {messages.registry.upgradeTitle}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {messages.plan.nonPermitUpgrade}
            </Text>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
