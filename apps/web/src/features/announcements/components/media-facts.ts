import { messages } from '@quorum/shared';
import { formatExactTime } from '@/lib/format/relative-time';
import type { Announcement } from '../api/announcement-fields';
import { asxMessages } from './asx-messages';

const text = messages.announcementScreens;

/** A length in seconds as a player shows it: 0:42, 4:05, 1:02:03. */
export function formatDuration(seconds: number) {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** What sums up an attachment on a card: a PDF's pages, a video's or sound's length. */
export function mediaFact(announcement: Announcement): string | null {
  const { media, attachmentTotalPages, attachmentDuration } = announcement;
  if (media === 'pdf' && attachmentTotalPages) return text.pages(attachmentTotalPages);
  if ((media === 'video' || media === 'audio') && attachmentDuration)
    return formatDuration(attachmentDuration);
  return null;
}

const day = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

/**
 * The date a card shows: when it went to Deleted (it is deleted for good 60 days later), when it
 * was published, or for a draft when it was last changed.
 */
export const announcementDate = (announcement: Announcement) =>
  announcement.deletedAt
    ? text.deletedOn(day.format(new Date(announcement.deletedAt)))
    : day.format(new Date(announcement.publishedDate ?? announcement.updatedAt));

/**
 * Who wrote it, as the card says it. One imported from the ASX has none: its words are the
 * exchange's, not a former team member's.
 */
const authorLine = (announcement: Announcement) =>
  announcement.author
    ? text.byAuthor(`${announcement.author.firstName} ${announcement.author.lastName}`.trim())
    : announcement.fromAsx
      ? null
      : text.noAuthor;

/** When the ASX released it, to the minute, for one imported from there. */
const releaseLine = (announcement: Announcement) =>
  announcement.releasedAt ? asxMessages.released(formatExactTime(announcement.releasedAt)) : null;

/** The line under a card's title and on the page: the date, the ASX's release, the author. */
export const announcementFacts = (announcement: Announcement) =>
  [announcementDate(announcement), releaseLine(announcement), authorLine(announcement)]
    .filter(Boolean)
    .join(' · ');
