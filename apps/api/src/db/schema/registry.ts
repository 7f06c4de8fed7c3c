import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The question registry (spec §3 "Question registry item"): reusable question-and-answer pairs.
 * A deleted item keeps its row with `deleted_at` set until the purge job removes it after the
 * retention period. A drafting lock is `locked_by` until `locked_until`; an expired lock is free.
 *
 * Hash-partitioned by company (migration 0005, 32 partitions; Drizzle does not model partitions):
 * a company's rows, and its entries in the full-text index, sit together instead of among every
 * other company's, which keeps a search in a 100,000-question company to its own rows. So the key
 * is (company_id, id), and every query names the company, which is the house rule anyway.
 */
export const questionRegistries = pgTable(
  'question_registries',
  {
    id: uuid('id')
      .notNull()
      .$defaultFn(() => uuidv7()),
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
    /**
     * A 256-bit Bloom signature of the search words' 3- and 5-letter beginnings, set by a trigger
     * (migration 0005) and carried in the live list index, so a search can skip most
     * non-matching questions in the index without reading their rows. Never read by the app.
     */
    searchSig0: bigint('search_sig_0', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    searchSig1: bigint('search_sig_1', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    searchSig2: bigint('search_sig_2', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    searchSig3: bigint('search_sig_3', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Each tab's list in its order, newest edit first (search.ts orders `desc nulls last` to match),
    // so a page reads only its own rows however deep it is. The live list also INCLUDEs the search
    // signature (added by migration 0005: Drizzle cannot declare INCLUDE).
    index('question_registries_live_list_idx')
      .on(t.companyId, t.lastEditedAt.desc(), t.id)
      .where(sql`deleted_at IS NULL`),
    index('question_registries_drafts_list_idx')
      .on(t.companyId, t.lastEditedAt.desc(), t.id)
      .where(sql`drafted AND deleted_at IS NULL`),
    index('question_registries_starred_list_idx')
      .on(t.companyId, t.lastEditedAt.desc(), t.id)
      .where(sql`starred AND deleted_at IS NULL`),
    index('question_registries_deleted_list_idx')
      .on(t.companyId, t.lastEditedAt.desc(), t.id)
      .where(sql`deleted_at IS NOT NULL`),
    // On Essentials, the oldest live questions stay editable (features/registry/read-only.ts):
    // found from this index on every read, however many questions a downgraded company keeps.
    index('question_registries_oldest_live_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`deleted_at IS NULL`),
    index('question_registries_search_idx').using('gin', t.search),
    // Lookups by id alone (the purge job's batch) probe each partition's index, not its rows.
    index('question_registries_id_idx').on(t.id),
    // The purge job's scan of items deleted long ago.
    index('question_registries_deleted_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at IS NOT NULL`),
    // The lock sweep's scan of locks that have run out.
    index('question_registries_lock_expiry_idx')
      .on(t.lockedUntil)
      .where(sql`locked_until IS NOT NULL`),
  ],
);

/**
 * Each company's tab counts, kept by statement triggers on question_registries in the same
 * transaction as the change (migration 0005), so the badges read one row instead of counting
 * 100,000. total = not deleted (drafts included); starred and drafted count live questions only.
 */
export const questionRegistryCounts = pgTable('question_registry_counts', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  starred: integer('starred').notNull().default(0),
  drafted: integer('drafted').notNull().default(0),
  deleted: integer('deleted').notNull().default(0),
});

/**
 * Each company's registry lexemes (the english-stemmed words of its questions and answers, as the
 * `search` column holds them) and how many questions hold each, kept by triggers on
 * question_registries in the same transaction (migration 0030). The search reads it to spell a
 * typed prefix out as the lexemes it begins, to estimate how common the words are, and to find the
 * lexeme a misspelling meant (pg_trgm's similarity over this short list, not over every question).
 */
export const questionRegistryLexemes = pgTable(
  'question_registry_lexemes',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // Byte order ("C"), so a prefix is a range of the primary key.
    lexeme: text('lexeme').notNull(),
    questions: integer('questions').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.lexeme] }),
    index('question_registry_lexemes_trgm_idx').using('gin', t.lexeme.op('gin_trgm_ops')),
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
