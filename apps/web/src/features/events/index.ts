// The events calendar: what other features and the shell may use.
export { UpcomingEventButton } from './components/upcoming-event-button';
