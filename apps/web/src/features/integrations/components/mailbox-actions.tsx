import { Button, Group } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { ConnectedMailbox } from '../api/get-authorized-users';

const text = messages.extension;

export interface MailboxActionHandlers {
  onEnterCode: (mailbox: ConnectedMailbox) => void;
  onDisconnect: (mailbox: ConnectedMailbox) => void;
}

/**
 * A row's actions for the company creator: Enter code while the mailbox is pending, and
 * Disconnect. Each names its mailbox, so a screen reader's list of buttons tells them apart.
 */
export function MailboxActions({
  mailbox,
  onEnterCode,
  onDisconnect,
}: { mailbox: ConnectedMailbox } & MailboxActionHandlers) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {mailbox.status === 'pending' ? (
        <Button
          size="xs"
          variant="light"
          aria-label={`${text.enterCode} for ${mailbox.email}`}
          onClick={() => onEnterCode(mailbox)}
        >
          {text.enterCode}
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        aria-label={`${text.disconnect} ${mailbox.email}`}
        onClick={() => onDisconnect(mailbox)}
      >
        {text.disconnect}
      </Button>
    </Group>
  );
}
