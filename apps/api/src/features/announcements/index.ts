// Announcements: what other features may use (a question asked from an announcement names it).
export { announcementReference } from './references';
