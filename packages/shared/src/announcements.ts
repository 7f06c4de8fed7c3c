/**
 * Announcements and polls (spec screens §2 Announcements, §3 Announcement and Poll data; rules §7
 * announcement and poll calls, §9 page size). Both sides import these.
 */

export const ANNOUNCEMENT_STATUSES = ['draft', 'published'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** An announcement is a post (title, body, one attachment) or a poll standing alone. */
export const ANNOUNCEMENT_TYPES = ['announcement', 'poll'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** What the attachment is, decided by the server from its bytes (the spec's `media`). */
export const ANNOUNCEMENT_MEDIA = ['pdf', 'image', 'video', 'audio'] as const;
export type AnnouncementMedia = (typeof ANNOUNCEMENT_MEDIA)[number];

export const ANNOUNCEMENT_LIMITS = {
  titleMaxChars: 200,
  bodyMaxChars: 20_000,
} as const;

export const POLL_LIMITS = {
  minOptions: 2,
  maxOptions: 6,
  questionMaxChars: 300,
  optionMaxChars: 120,
  /** The longest a poll may run (ours; the spec's duration has days, hours and minutes). */
  maxDurationDays: 90,
} as const;

/** Spec §9 "Deleted retention is 60 days": an announcement in Deleted goes for good after this. */
export const DELETED_ANNOUNCEMENT_RETENTION_DAYS = 60;
