import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';

/**
 * A company's investor web form (spec §3 Web form config). The client secret is visible in the
 * embedding page, so it identifies the form rather than proving anything: the server also checks
 * the authorised origin. One origin is stored (spec §4), kept as a list as the calls carry it.
 */
export const webformConfigs = pgTable('webform_configs', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  clientSecret: text('client_secret').notNull().unique(),
  authorizedOrigins: text('authorized_origins').array().notNull().default([]),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  backgroundColor: text('background_color').notNull(),
  /** The company's own privacy policy (https), linked from the form's privacy notice (APP 5). */
  privacyPolicyUrl: text('privacy_policy_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
