import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { companies } from './companies';
import { users } from './users';

/** A company's FAQ categories (spec: FAQ category { categoryName, displayOrder, faqs }). */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryName: text('category_name').notNull(),
    /** 1, 2, 3… in the order the company shows them; rewritten whole under the company's lock. */
    displayOrder: integer('display_order').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faq_categories_company_idx').on(t.companyId, t.displayOrder),
    // The target of the questions' (company, category) key: a question cannot sit in a category
    // of another company, whatever a query does.
    unique('faq_categories_company_id_key').on(t.companyId, t.id),
    // One name once per company, whatever its case.
    uniqueIndex('faq_categories_company_name_key').on(t.companyId, sql`lower(${t.categoryName})`),
  ],
);

/** A question and its answer in a FAQ category (spec: faqs { question, answer, displayOrder }). */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    faqCategoryId: uuid('faq_category_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** 1, 2, 3… within its category. */
    displayOrder: integer('display_order').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('faqs_category_idx').on(t.companyId, t.faqCategoryId, t.displayOrder),
    foreignKey({
      name: 'faqs_category_fk',
      columns: [t.companyId, t.faqCategoryId],
      foreignColumns: [faqCategories.companyId, faqCategories.id],
    }).onDelete('cascade'),
  ],
);
