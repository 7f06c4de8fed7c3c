import { Badge } from '@mantine/core';
import { messages, type ExtensionEmailStatus } from '@quorum/shared';

const LOOK: Record<ExtensionEmailStatus, { label: string; color: string }> = {
  active: { label: messages.extension.statusActive, color: 'green' },
  pending: { label: messages.extension.statusPending, color: 'yellow' },
};

/** A connected mailbox's Status column: Active, or Pending until its code is entered. */
export function MailboxStatusBadge({ status }: { status: ExtensionEmailStatus }) {
  const { label, color } = LOOK[status];
  return (
    <Badge variant="dot" color={color} radius="sm" miw="max-content">
      {label}
    </Badge>
  );
}
