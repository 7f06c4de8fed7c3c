import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { ReactNode } from 'react';

const text = messages.firstRun;

/**
 * Spec §2 first_time_login: the welcome and the onboarding checklist, with Continue. It has no
 * other way out (no X, no outside click): Continue is what marks the welcome done, and Escape
 * does the same.
 */
export function FirstTimeLoginModal({
  opened,
  firstName,
  checklist,
  continuing,
  onContinue,
}: {
  opened: boolean;
  firstName: string;
  /** The onboarding checklist, as the home shows it. */
  checklist: ReactNode;
  continuing: boolean;
  onContinue: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={text.welcomeTitle(firstName)}
      withCloseButton={false}
      closeOnClickOutside={false}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{text.welcomeBody}</Text>
        {checklist}
        <Group justify="flex-end">
          <Button onClick={onContinue} loading={continuing} data-autofocus>
            {text.continue}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
