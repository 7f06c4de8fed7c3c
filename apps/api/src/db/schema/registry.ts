import { sql } from 'drizzle-orm';
import { boolean, customType, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The question registry (spec §3 "Question registry item"): reusable question-and-answer pairs.
 * A deleted item keeps its row with `deleted_at` set until the purge job removes it after the
 * retention period. A drafting lock is `locked_by` until `locked_until`; an expired lock is free.
 */
export const questionRegistries = pgTable(
  'question_registries',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** Empty for a draft saved with a question only. */
    response: text('response').notNull().default(''),
    drafted: boolean('drafted').notNull().default(false),
    starred: boolean('starred').notNull().default(false),
    deletedAt: timestamptz('deleted_at'),
    lastEditedAt: timestamptz('last_edited_at').notNull().defaultNow(),
    lastUpdateBy: uuid('last_update_by').references(() => users.id, { onDelete: 'set null' }),
    lockedBy: uuid('locked_by').references(() => users.id, { onDelete: 'set null' }),
    lockedUntil: timestamptz('locked_until'),
    /** Question weighs more than response in the ranking. English stemming, so "dividends" finds "dividend". */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', question), 'A') || setweight(to_tsvector('english', response), 'B')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The tabs' lists: newest edits first within a company, live or deleted.
    index('question_registries_company_list_idx').on(t.companyId, t.lastEditedAt.desc(), t.id),
    index('question_registries_search_idx').using('gin', t.search),
    // The purge job's scan of items deleted long ago.
    index('question_registries_deleted_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at IS NOT NULL`),
  ],
);

/** One attachment of a response template: a stored file's key and what to show for it. */
export interface TemplateAttachment {
  key: string;
  name: string;
  contentType: string;
  sizeBytes: number;
}

/** Response templates (spec §3): reusable reply text with up to five attachments. Deleted outright. */
export const responseTemplates = pgTable(
  'response_templates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    starred: boolean('starred').notNull().default(false),
    attachments: jsonb('attachments').$type<TemplateAttachment[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('response_templates_company_idx').on(t.companyId, t.updatedAt.desc())],
);
