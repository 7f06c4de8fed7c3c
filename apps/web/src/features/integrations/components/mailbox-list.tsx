import { Group, Paper, Stack, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { ConnectedMailbox } from '../api/get-authorized-users';
import { MailboxActions, type MailboxActionHandlers } from './mailbox-actions';
import { MailboxStatusBadge } from './mailbox-status-badge';

const text = messages.extension;

/**
 * The connected mailboxes on a phone: the table's columns stacked in one card per mailbox, so a
 * long address wraps instead of pushing the actions off the screen.
 */
export function MailboxList({
  mailboxes,
  actions,
}: {
  mailboxes: readonly ConnectedMailbox[];
  actions?: MailboxActionHandlers;
}) {
  if (mailboxes.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {text.noEmails}
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={text.tableLabel}>
      {mailboxes.map((mailbox) => (
        <Paper
          component="li"
          key={mailbox.id}
          withBorder
          radius="md"
          p="sm"
          style={{ listStyle: 'none' }}
        >
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
                {mailbox.email}
              </Text>
              <MailboxStatusBadge status={mailbox.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {text.addedBy}: {mailbox.adminName ?? '—'}
            </Text>
            {actions ? <MailboxActions mailbox={mailbox} {...actions} /> : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
