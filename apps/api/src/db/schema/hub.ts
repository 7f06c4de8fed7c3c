import { boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';

/**
 * A company's public investor page (`/hub/{asxCode}`, issue 15): it exists only while `enabled`
 * is on, switched from the Integrations page. No row is the same as switched off.
 */
export const investorHubs = pgTable('investor_hubs', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
