/** The announcements feature's pages, loaded together as one lazy chunk. */
export { AnnouncementPage } from './announcement-page';
export { AnnouncementsPage } from './announcements-page';
