import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BoardPriority,
  BoardStatus,
  EnquiryChannel,
  EnquiryStatus,
  EnquiryType,
  FollowerType,
  SentimentLabel,
} from '@quorum/shared';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/** A file attached to a reply: the stored upload's key with what the thread shows of it. */
export interface ReplyFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

/** What an announcement reply points at (spec §3 Enquiry announcementInfo). */
export interface AnnouncementInfo {
  announcementId: string;
  announcementTitle: string;
  attachment: string | null;
  attachmentTitle: string | null;
  pageNumber: number | null;
}

/**
 * Investors are a separate kind of user (spec §1): they sign in to the mobile app, not here. The
 * dashboard reads them to show who asked; `deleted_at` is a deleted account ('Deleted User').
 */
export const investors = pgTable('investors', {
  id: id(),
  email: text('email').unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  userName: text('user_name'),
  mobileNum: text('mobile_num'),
  deletedAt: timestamptz('deleted_at'),
  createdAt: createdAt(),
});

/** An investor's company list; `removed_at` is set when they remove the company from it. */
export const investorCompanies = pgTable(
  'investor_companies',
  {
    investorId: uuid('investor_id')
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Following the company or holding its shares (the dashboard's interested and invested). */
    investorType: text('investor_type').$type<FollowerType>().notNull().default('interested'),
    removedAt: timestamptz('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.investorId, t.companyId] })],
);

/**
 * An investor's question (spec §3 Enquiry) and its card on the board. A guest (web form) has no
 * investor row: their name and address are kept on the enquiry. `status` is the conversation
 * (outstanding shown as Active, open, closed); `board_status` is the column.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id').references(() => investors.id, { onDelete: 'set null' }),
    isGuest: boolean('is_guest').notNull().default(false),
    guestFirstName: text('guest_first_name'),
    guestLastName: text('guest_last_name'),
    guestEmail: text('guest_email'),
    enquiryType: text('enquiry_type').$type<EnquiryType>().notNull().default('question'),
    /** How the question arrived: the mobile app unless a web path says otherwise. */
    channel: text('channel').$type<EnquiryChannel>().notNull().default('app'),
    subject: text('subject'),
    question: text('question').notNull(),
    /** The stored upload key of a voice question. */
    audio: text('audio'),
    announcementInfo: jsonb('announcement_info').$type<AnnouncementInfo>(),
    status: text('status').$type<EnquiryStatus>().notNull().default('outstanding'),
    boardStatus: text('board_status').$type<BoardStatus>().notNull().default('outstanding'),
    boardPriority: text('board_priority').$type<BoardPriority>().notNull().default('none'),
    /** The column an archived card came from, so unarchive puts it back. */
    archivedFrom: text('archived_from').$type<BoardStatus>(),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamptz('archived_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamptz('resolved_at'),
    /** Set once a team reply has been sent: a guest question then never goes back. */
    respondedAt: timestamptz('responded_at'),
    addedToRegistry: boolean('added_to_registry').notNull().default(false),
    isSampleQuestion: boolean('is_sample_question').notNull().default(false),
    rating: integer('rating'),
    /** The question's sentiment, -1 to 1, scored on the server when it arrives (null until then). */
    sentimentScore: real('sentiment_score'),
    sentimentLabel: text('sentiment_label').$type<SentimentLabel>(),
    /** When the investor last wrote: a team member who has not read the card since sees it unread. */
    lastInvestorMessageAt: timestamptz('last_investor_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A column's page, newest first, reads only its own rows.
    index('enquiries_column_idx').on(t.companyId, t.boardStatus, t.createdAt.desc(), t.id.desc()),
    // The dashboard's periods: a company's questions by arrival.
    index('enquiries_created_idx').on(t.companyId, t.createdAt),
    index('enquiries_investor_idx').on(t.companyId, t.investorId, t.createdAt.desc()),
    index('enquiries_guest_idx')
      .on(t.companyId, sql`lower(${t.guestEmail})`, t.createdAt.desc())
      .where(sql`is_guest`),
    // Questions asked about an announcement (its engagement), counted from an index.
    index('enquiries_announcement_idx')
      .on(t.companyId, sql`(${t.announcementInfo}->>'announcementId')`)
      .where(sql`announcement_info IS NOT NULL`),
    // The sentiment backfill's scan: only the few unscored rows, not every question every 5 minutes.
    index('enquiries_unscored_idx')
      .on(t.id)
      .where(sql`sentiment_score IS NULL`),
  ],
);

/**
 * Each company's cards per board column, kept by statement triggers on enquiries in the same
 * transaction as every insert, move and delete (migration 0026), so a column's total reads one row
 * instead of counting the column. The four columns are one row: a change takes one row lock.
 */
export const boardColumnCounts = pgTable('board_column_counts', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  outstanding: integer('outstanding').notNull().default(0),
  drafted: integer('drafted').notNull().default(0),
  resolved: integer('resolved').notNull().default(0),
  archived: integer('archived').notNull().default(0),
});

/**
 * The thread (spec §3 Enquiry response/reply). A team reply has `from_quorum` and a responder; an
 * investor's follow-up has neither. A team reply without `sent_at` is the enquiry's one draft.
 */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    fromQuorum: boolean('from_quorum').notNull(),
    responderId: uuid('responder_id').references(() => users.id, { onDelete: 'set null' }),
    investorId: uuid('investor_id').references(() => investors.id, { onDelete: 'set null' }),
    title: text('title'),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<ReplyFile[]>().notNull().default([]),
    audio: jsonb('audio').$type<ReplyFile>(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    rating: integer('rating'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiry_replies_thread_idx').on(t.companyId, t.enquiryId, t.createdAt),
    uniqueIndex('enquiry_replies_one_draft_idx')
      .on(t.enquiryId)
      .where(sql`from_quorum AND sent_at IS NULL`),
  ],
);

export const enquiryAssignees = pgTable(
  'enquiry_assignees',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.userId] }),
    index('enquiry_assignees_user_idx').on(t.companyId, t.userId),
  ],
);

/** A company's question categories; the colour is an index into the shared 14-colour palette. */
export const enquiryCategories = pgTable(
  'enquiry_categories',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colorIndex: integer('color_index').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('enquiry_categories_name_idx').on(t.companyId, sql`lower(${t.name})`)],
);

export const enquiryCategoryAssignments = pgTable(
  'enquiry_category_assignments',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => enquiryCategories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.categoryId] }),
    index('enquiry_category_assignments_category_idx').on(t.companyId, t.categoryId),
  ],
);

/**
 * The team's internal note on an enquiry (one per enquiry). A locked note can be changed only by
 * the person who locked it until they unlock it.
 */
export const enquiryNotes = pgTable('enquiry_notes', {
  id: id(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  enquiryId: uuid('enquiry_id')
    .notNull()
    .unique()
    .references(() => enquiries.id, { onDelete: 'cascade' }),
  description: text('description').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
  locked: boolean('locked').notNull().default(false),
  lockedBy: uuid('locked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every saved version of a note, newest last (spec: editedTexts). */
export const enquiryNoteEdits = pgTable(
  'enquiry_note_edits',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    noteId: uuid('note_id')
      .notNull()
      .references(() => enquiryNotes.id, { onDelete: 'cascade' }),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedText: text('edited_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_note_edits_note_idx').on(t.noteId, t.createdAt)],
);

/** When each team member last opened an enquiry: the source of unread counts. */
export const enquiryReads = pgTable(
  'enquiry_reads',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.enquiryId] })],
);
