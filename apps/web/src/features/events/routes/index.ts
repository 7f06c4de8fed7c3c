/** The events feature's pages, loaded together as one lazy chunk. */
export { CalendarPage } from './calendar-page';
