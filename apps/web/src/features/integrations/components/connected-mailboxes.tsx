import { Paper, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Ref } from 'react';
import type { ConnectedMailbox } from '../api/get-authorized-users';
import type { MailboxActionHandlers } from './mailbox-actions';
import { MailboxList } from './mailbox-list';
import { MailboxTable } from './mailbox-table';

/**
 * The connected mailboxes: a table from a small tablet up, a card per mailbox on a phone. Only one
 * is rendered (read before the first paint), so a phone is not sent both. The frame takes the
 * focus when a disconnected row leaves, so the keyboard is not dropped to the top of the page.
 */
export function ConnectedMailboxes({
  mailboxes,
  actions,
  ref,
}: {
  mailboxes: readonly ConnectedMailbox[];
  /** Left out: read-only. */
  actions?: MailboxActionHandlers;
  ref?: Ref<HTMLDivElement>;
}) {
  const theme = useMantineTheme();
  // Below sm: the theme's xs is 0 (spec §9's breakpoints), so sm is where a phone ends.
  const phone = useMediaQuery(`(width < ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  return (
    <Paper ref={ref} tabIndex={-1} withBorder radius="md" p={phone ? 'sm' : 'xs'}>
      {phone ? (
        <MailboxList mailboxes={mailboxes} actions={actions} />
      ) : (
        <MailboxTable mailboxes={mailboxes} actions={actions} />
      )}
    </Paper>
  );
}
