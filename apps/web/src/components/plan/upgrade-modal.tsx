import { Modal, Stack, Text } from '@mantine/core';
import { UpgradeChoices } from './upgrade-action';

/** A Premium feature met on the free plan: what Premium adds, and the way there. */
export function UpgradeModal({
  opened,
  title,
  body,
  isCompanyCreator,
  onClose,
}: {
  opened: boolean;
  title: string | undefined;
  body: string | undefined;
  isCompanyCreator: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        <UpgradeChoices isCompanyCreator={isCompanyCreator} onClose={onClose} />
      </Stack>
    </Modal>
  );
}
