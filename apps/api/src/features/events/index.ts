// The events calendar: what other features may use (the investor page's upcoming events and their
// add-to-calendar files).
export { eventIcs, icsFileName } from './ics';
export type { IcsEvent } from './ics';
export { listPublicEvents } from './public-reads';
export type { PublicEvent } from './public-reads';
