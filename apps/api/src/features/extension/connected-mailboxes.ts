import type { Db } from '../../db/client';
import { listMailboxes } from './repo';

/** An active mailbox, with the team member whose own address it is, if any. */
export interface ConnectedMailbox {
  userId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** The company's active mailboxes: the email extension is set up once there is one. */
export async function connectedMailboxes(db: Db, companyId: string): Promise<ConnectedMailbox[]> {
  return (await listMailboxes(db, companyId))
    .filter((row) => row.status === 'active')
    .map((row) => {
      const member = row.ownerPermission !== null;
      return {
        userId: member ? row.ownerId : null,
        email: row.email,
        firstName: member ? row.ownerFirstName : null,
        lastName: member ? row.ownerLastName : null,
      };
    });
}
