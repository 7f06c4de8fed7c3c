// The email extension: what other features may use (the Integrations page's card lists the
// connected mailboxes). The composition wires its routes, its gate and the caller lookup's check.
export { connectedMailboxes } from './connected-mailboxes';
export type { ConnectedMailbox } from './connected-mailboxes';
