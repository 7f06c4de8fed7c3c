import { index, pgTable, primaryKey, real, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';
import { enquiries } from './board';

/**
 * Two questions of one company that ask the same thing (features/duplicates): written when the
 * later one arrives, once each way, so a card's duplicates are one index range and the board never
 * compares questions while it loads. Whether they are still open is read from the enquiries.
 */
export const enquiryDuplicates = pgTable(
  'enquiry_duplicates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    duplicateId: uuid('duplicate_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    /** questionSimilarity of the two questions when the later arrived, 0 to 1. */
    similarity: real('similarity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enquiryId, t.duplicateId] }),
    index('enquiry_duplicates_duplicate_idx').on(t.duplicateId),
  ],
);

/**
 * The registry item that best answers a question, as the suggested answers rank it, kept when the
 * question arrives: two open questions with the same best answer ask the same thing. The registry
 * question is named without a foreign key, as the registry's key is (company_id, id) on a
 * partitioned table; a deleted item simply stops grouping new questions.
 */
export const enquiryBestAnswers = pgTable(
  'enquiry_best_answers',
  {
    enquiryId: uuid('enquiry_id')
      .primaryKey()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    registryQuestionId: uuid('registry_question_id').notNull(),
    /** The suggestion's score, 0 to 1. */
    score: real('score').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_best_answers_item_idx').on(t.companyId, t.registryQuestionId)],
);
