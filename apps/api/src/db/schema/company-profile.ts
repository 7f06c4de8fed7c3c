import { index, integer, pgTable, text, uuid, boolean } from 'drizzle-orm/pg-core';
import { COMPANY_LINK_TYPES } from '@quorum/shared';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './companies';

/** A company's links (spec §5): at most six, the first a locked link to the company website. */
export const companyLinks = pgTable(
  'company_links',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: COMPANY_LINK_TYPES }).notNull(),
    url: text('url').notNull(),
    priorityOrder: integer('priority_order').notNull(),
    locked: boolean('locked').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('company_links_company_idx').on(t.companyId, t.priorityOrder)],
);

/** The executive team shown to investors. */
export const executiveMembers = pgTable(
  'executive_members',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    linkedIn: text('linked_in'),
    /** A stored file's key (purpose executive-picture). */
    digitalPicture: text('digital_picture'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('executive_members_company_idx').on(t.companyId, t.displayOrder)],
);
