import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { messages } from '@quorum/shared';

/**
 * Spec lost_access: the company went from Premium to the free plan and this member is beyond its
 * first 2, so they cannot switch to it. Shown instead of switching, from the switcher or chooser.
 */
export function openLostAccessModal(companyName: string) {
  const id = modals.open({
    title: messages.team.lostAccessTitle,
    centered: true,
    children: (
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {companyName}
        </Text>
        <Text size="sm">{messages.team.lostAccess}</Text>
        <Button onClick={() => modals.close(id)} data-autofocus>
          Got it
        </Button>
      </Stack>
    ),
  });
}
