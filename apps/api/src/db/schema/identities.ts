import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SIGN_IN_PROVIDERS } from '@quorum/shared';
import { createdAt, id } from './columns';
import { users } from './users';

/**
 * A Google or Microsoft account linked to a person: later sign-ins find them by the provider's
 * subject, which never changes, not by email, which may change on either side.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    provider: text('provider', { enum: SIGN_IN_PROVIDERS }).notNull(),
    /** The ID token's `sub`: stable for this person and our client id at that provider. */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The verified address the link was made on, kept to explain the link later. */
    emailAtLink: text('email_at_link').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);
