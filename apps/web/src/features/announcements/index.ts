/** What other features use from announcements: the address of one (the board's enquiry drawer links a reply to it). */
export { announcementPath } from './announcement-path';
