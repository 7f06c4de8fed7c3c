import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PrivacyRequestKind } from '@quorum/shared';
import { createdAt, id } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * A privacy request a company handled for an investor (APP 12 access, APP 13 correction,
 * erasure): who, when, which kind. The investor's address is kept only as a keyed hash
 * (HMAC-SHA256 under a server key), so the record of an erasure does not keep what was erased,
 * yet the same address searched again finds its earlier requests.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<PrivacyRequestKind>().notNull(),
    subjectHash: text('subject_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_requests_company_idx').on(t.companyId, t.createdAt.desc())],
);
