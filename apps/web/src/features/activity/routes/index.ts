/** The activity feature's pages, loaded together as one lazy chunk. */
export { HistoryOfActivityPage } from './history-of-activity-page';
