// Announcements: what other features may use (a question asked from an announcement names it; the
// investor page reads the published ones and takes votes).
export { announcementReference } from './references';
export {
  listOpenPolls,
  listPublishedAnnouncements,
  readCompanyAnnouncement,
  voteInCompanyPoll,
} from './public-reads';
export type { PublicAnnouncement } from './public-reads';
export { importRelease } from './imports';
export type { ExchangeRelease } from './imports';
