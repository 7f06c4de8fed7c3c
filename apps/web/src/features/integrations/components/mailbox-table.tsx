import { Table, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { ConnectedMailbox } from '../api/get-authorized-users';
import { MailboxActions, type MailboxActionHandlers } from './mailbox-actions';
import { MailboxStatusBadge } from './mailbox-status-badge';

const text = messages.extension;

/**
 * The connected mailboxes on wider screens (spec §2): Email, Added by, Status, and for the
 * company creator the row's actions. Empty, it says so in the spec's words.
 */
export function MailboxTable({
  mailboxes,
  actions,
}: {
  mailboxes: readonly ConnectedMailbox[];
  /** Left out: read-only, no action column. */
  actions?: MailboxActionHandlers;
}) {
  const columns = actions ? 4 : 3;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label={text.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{text.emailColumn}</Table.Th>
            <Table.Th scope="col">{text.addedBy}</Table.Th>
            <Table.Th scope="col">{text.statusColumn}</Table.Th>
            {actions ? (
              <Table.Th scope="col" ta="right">
                Actions
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mailboxes.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text size="sm" c="dimmed" py="md" ta="center">
                  {text.noEmails}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
          {mailboxes.map((mailbox) => (
            <Table.Tr key={mailbox.id}>
              <Table.Th scope="row" fw={500} style={{ wordBreak: 'break-all' }}>
                {mailbox.email}
              </Table.Th>
              <Table.Td>{mailbox.adminName ?? '—'}</Table.Td>
              <Table.Td>
                <MailboxStatusBadge status={mailbox.status} />
              </Table.Td>
              {actions ? (
                <Table.Td>
                  <MailboxActions mailbox={mailbox} {...actions} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
