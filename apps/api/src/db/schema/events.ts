import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';
import type { TemplateAttachment } from './registry';

/** One attachment of an event (Premium): a stored file's key and what to show for it. */
export type EventAttachment = TemplateAttachment;

/**
 * A company's calendar event (spec §3 Event; issue 15). The start and end are instants, and
 * `time_zone` is the IANA zone the event was planned in: an AGM at 10:00 Perth time is stored as
 * 02:00 UTC with 'Australia/Perth', and shown in any zone from there. A delete only marks the row
 * (`deleted`), so the calendar feed can tell subscribers the event is cancelled; `sequence` rises
 * on every edit, as RFC 5545 asks of a changed event.
 */
export const companyEvents = pgTable(
  'company_events',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    onlineUrl: text('online_url'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    timeZone: text('time_zone').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** True: the whole team is invited ('All team'); false: the members in attendee_ids. */
    allTeam: boolean('all_team').notNull().default(true),
    attendeeIds: jsonb('attendee_ids').$type<string[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<EventAttachment[]>().notNull().default([]),
    sequence: integer('sequence').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_events_range_idx')
      .on(t.companyId, t.startsAt)
      .where(sql`deleted = false`),
    // The feed: every event, cancelled ones included, newest change first.
    index('company_events_feed_idx').on(t.companyId, t.updatedAt.desc()),
  ],
);

/**
 * A company's subscribable calendar feed (`GET /calendar/feeds/:token.ics`). Only the token's
 * SHA-256 is kept: the address is shown once, when made. One live feed per company; making a new
 * one revokes the old, and a revoked feed's address answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_live_idx')
      .on(t.companyId)
      .where(sql`revoked_at IS NULL`),
  ],
);
