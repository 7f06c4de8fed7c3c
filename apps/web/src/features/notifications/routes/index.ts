/** The notifications feature's pages, loaded together as one lazy chunk. */
export { NotificationsPage } from './notifications-page';
