/** What other features use from announcements: the address of one (the board's enquiry drawer links a reply to it). */
export { announcementPath } from './announcement-path';
/** The publishing box of announcement uploads, mounted by the dashboard shell. */
export { PublishingBox } from './uploads';
