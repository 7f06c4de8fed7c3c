import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnnouncementMedia, AnnouncementStatus, AnnouncementType } from '@quorum/shared';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';
import { investors } from './board';

/**
 * An announcement (spec §3 Announcement): a post with one attachment, or a poll standing alone
 * (`announcement_type` 'poll'). The attachment's facts (type, size, duration, pages) are read by
 * the server from the stored bytes, never taken from the client. `deleted_at` is the soft delete:
 * the row is restorable until it is deleted for good.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    announcementType: text('announcement_type')
      .$type<AnnouncementType>()
      .notNull()
      .default('announcement'),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    status: text('status').$type<AnnouncementStatus>().notNull().default('draft'),
    publishedAt: timestamptz('published_at'),
    isPinned: boolean('is_pinned').notNull().default(false),
    pinnedAt: timestamptz('pinned_at'),
    starred: boolean('starred').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The stored upload (purpose announcement-media) and what its bytes are. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    media: text('media').$type<AnnouncementMedia>(),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    /** Seconds, for video and audio. */
    attachmentDuration: real('attachment_duration'),
    attachmentTotalPages: integer('attachment_total_pages'),
    attachmentThumbnailKey: text('attachment_thumbnail_key'),
    fromAsx: boolean('from_asx').notNull().default(false),
    asxCode: text('asx_code'),
    /** The exchange's own id of an imported announcement: what makes its import happen once. */
    exchangeAnnouncementId: text('exchange_announcement_id'),
    /** The exchange marked it price sensitive: questions in the 48 hours after link to it. */
    priceSensitive: boolean('price_sensitive').notNull().default(false),
    /** When the exchange released it (imported ones). */
    releasedAt: timestamptz('released_at'),
    /** Kept by the view route in the same statement as the view: never counted on read. */
    totalViews: integer('total_views').notNull().default(0),
    uniqueViewers: integer('unique_viewers').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list: pinned first, then newest, of the rows not deleted.
    index('announcements_list_idx')
      .on(t.companyId, t.isPinned.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`deleted_at IS NULL`),
    uniqueIndex('announcements_exchange_id_idx')
      .on(t.companyId, t.exchangeAnnouncementId)
      .where(sql`exchange_announcement_id IS NOT NULL`),
    index('announcements_deleted_idx')
      .on(t.companyId, t.deletedAt.desc())
      .where(sql`deleted_at IS NOT NULL`),
  ],
);

/**
 * Who has seen an announcement: one row per viewer (an investor, or a browser's anonymous id,
 * kept only as a keyed hash), so unique viewers are exact and a reload is not a new viewer.
 */
export const announcementViews = pgTable(
  'announcement_views',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    investorId: uuid('investor_id').references(() => investors.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(1),
    firstViewedAt: createdAt(),
    lastViewedAt: timestamptz('last_viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.viewerKey] })],
);

/** A poll (spec §3 Poll data), one per announcement: attached to a post or standing alone. */
export const polls = pgTable('polls', {
  announcementId: uuid('announcement_id')
    .primaryKey()
    .references(() => announcements.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  multipleChoice: boolean('multiple_choice').notNull().default(false),
  endsAt: timestamptz('ends_at').notNull(),
  audienceType: text('audience_type').notNull().default('all'),
  /** Ballots cast, kept with the votes in one transaction. */
  totalVotes: integer('total_votes').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const pollOptions = pgTable(
  'poll_options',
  {
    id: id(),
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => polls.announcementId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    voteCount: integer('vote_count').notNull().default(0),
  },
  (t) => [uniqueIndex('poll_options_position_idx').on(t.announcementId, t.position)],
);

/**
 * One ballot per voter and poll: the primary key is the rule "one vote per investor". A voter is
 * an investor, or a person who gave their address on the investor page (key: its keyed hash).
 */
export const pollBallots = pgTable(
  'poll_ballots',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => polls.announcementId, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    investorId: uuid('investor_id').references(() => investors.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    investorType: text('investor_type'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.voterKey] })],
);

export const pollBallotChoices = pgTable(
  'poll_ballot_choices',
  {
    announcementId: uuid('announcement_id').notNull(),
    voterKey: text('voter_key').notNull(),
    optionId: uuid('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.voterKey, t.optionId] })],
);
