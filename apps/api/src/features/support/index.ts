// Support: what the operator's listing (src/support-messages.ts) may use.
export { listSupportMessages } from './repo';
