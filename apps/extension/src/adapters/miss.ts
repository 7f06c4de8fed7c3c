import { readSelection } from './selection';
import type { AdapterMiss, MailClient, MissSink } from './types';

/**
 * An email the adapter could not read: each missed selector counted (its key only, never the
 * page's words), and the person's own selection offered instead, so answers can still be copied.
 */
export function missOf(
  client: MailClient,
  missed: string[],
  doc: Document,
  mailbox: string | null,
  onMiss: MissSink,
): AdapterMiss {
  for (const key of missed) onMiss(client, key);
  return {
    kind: 'miss',
    client,
    reason: 'unreadable',
    missed,
    selectionText: readSelection(doc),
    mailbox,
  };
}
