import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** One page visit. Public pages record without a user or company. */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: id(),
    companyId: uuid('company_id'),
    userId: uuid('user_id'),
    module: text('module').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('page_visits_company_idx').on(t.companyId, t.createdAt)],
);
