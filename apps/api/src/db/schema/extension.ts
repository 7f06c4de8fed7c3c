import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EXTENSION_EMAIL_STATUSES } from '@quorum/shared';
import { createdAt, id, timestamptz } from './columns';
import { companies } from './companies';
import { sessions, users } from './users';
import { enquiries } from './board';

/**
 * A mailbox the company lets the email extension work in (spec §2 Email extension page). The
 * company creator adds the address; it stays `pending` until the 4-digit code sent to that mailbox
 * is entered, which proves the company reads it. Disconnecting deletes the row and, with it, every
 * extension session bound to the mailbox.
 */
export const extensionEmails = pgTable(
  'extension_emails',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Kept in lower case: one mailbox, however it is typed. */
    email: text('email').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: EXTENSION_EMAIL_STATUSES }).notNull().default('pending'),
    /** The pending code's HMAC; null once verified. */
    codeHash: text('code_hash'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeExpiresAt: timestamptz('code_expires_at'),
    codeSentAt: timestamptz('code_sent_at'),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('extension_emails_company_email_idx').on(t.companyId, t.email)],
);

/**
 * What an extension session is bound to, beside its `sessions` row: the company's mailbox it works
 * in and the browser extension's origin. Deleting the mailbox (disconnect) deletes this row and
 * the session is revoked in the same transaction.
 */
export const extensionSessions = pgTable(
  'extension_sessions',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    extensionEmailId: uuid('extension_email_id')
      .notNull()
      .references(() => extensionEmails.id, { onDelete: 'cascade' }),
    clientOrigin: text('client_origin').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('extension_sessions_email_idx').on(t.extensionEmailId),
    index('extension_sessions_company_idx').on(t.companyId),
  ],
);

/**
 * The one-time code that consent hands to the extension (by postMessage), exchanged once, within a
 * minute, with the PKCE verifier whose S256 challenge it was issued for (RFC 7636).
 */
export const extensionGrants = pgTable(
  'extension_grants',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    extensionEmailId: uuid('extension_email_id')
      .notNull()
      .references(() => extensionEmails.id, { onDelete: 'cascade' }),
    clientOrigin: text('client_origin').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('extension_grants_code_idx').on(t.codeHash),
    index('extension_grants_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.usedAt} IS NULL`),
  ],
);

/**
 * Where an enquiry added from the extension came from: the mailbox and the mail client's message
 * and thread, so the same email added twice is the same question, and the thread is kept with it.
 */
export const enquiryEmailSources = pgTable(
  'enquiry_email_sources',
  {
    enquiryId: uuid('enquiry_id')
      .primaryKey()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mailbox: text('mailbox').notNull(),
    messageId: text('message_id'),
    threadId: text('thread_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enquiry_email_sources_message_idx')
      .on(t.companyId, t.messageId)
      .where(sql`${t.messageId} IS NOT NULL`),
  ],
);
