import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ROLES } from '@quorum/shared';
import type { NamedPermission } from '@quorum/shared';
import { createdAt, id, timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * An invitation to join a company's team. The membership row is made only when the invitee
 * accepts, so a row in company_members always means access; until then My team lists the
 * invitation as a member whose invitation is not yet accepted.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobileNum: text('mobile_num'),
    jobTitleInCompany: text('job_title_in_company'),
    role: text('role', { enum: ROLES }).notNull(),
    permissions: jsonb('permissions').$type<NamedPermission[]>().notNull().default([]),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the emailed token; a resend replaces it, so only the newest link works. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    reinvitationSentAt: timestamptz('reinvitation_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_idx').on(t.tokenHash),
    // One open invitation per address and company.
    uniqueIndex('team_invitations_open_idx')
      .on(t.companyId, t.email)
      .where(sql`accepted_at IS NULL`),
    index('team_invitations_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** A change of email waiting for the code sent to the new address. One per user. */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  /** The code mailed to the new address: proves they can read it. */
  codeHash: text('code_hash').notNull(),
  /** The code mailed to the current address: proves the mailbox's owner agrees to the move. */
  currentCodeHash: text('current_code_hash'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});
