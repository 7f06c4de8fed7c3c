import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { messages } from '@quorum/shared';

/** The modal's id in Mantine's modals: the chooser asks whether it is already showing. */
export const LOST_ACCESS_MODAL_ID = 'lost-access';

/**
 * Spec lost_access: the company went from Premium to the free plan and this member is beyond its
 * first 2, so they cannot use it. Shown instead of switching (the switcher, the chooser), when
 * their only company is locked as they sign in, and when the server refuses the company during a
 * session. One at a time: a second reason to show it replaces the first.
 */
export function openLostAccessModal(companyName?: string) {
  modals.close(LOST_ACCESS_MODAL_ID);
  modals.open({
    modalId: LOST_ACCESS_MODAL_ID,
    title: messages.team.lostAccessTitle,
    centered: true,
    children: (
      <Stack gap="md">
        {companyName ? (
          <Text size="sm" fw={600}>
            {companyName}
          </Text>
        ) : null}
        <Text size="sm">{messages.team.lostAccess}</Text>
        <Button onClick={() => modals.close(LOST_ACCESS_MODAL_ID)} data-autofocus>
          Got it
        </Button>
      </Stack>
    ),
  });
}
