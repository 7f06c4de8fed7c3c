import { date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * Each time a monthly question prompt (spec §3 "Monthly question prompt") was added to the
 * registry: its totalCopiedTimes is the count of these rows. A prompt has no row of its own; it is
 * the company's questions of one month that share a fingerprint (their sorted English lexemes,
 * `features/prompts/repo.ts`). The registry question is named without a foreign key, as the
 * registry's key is (company_id, id) on a partitioned table.
 */
export const monthlyPromptCopies = pgTable(
  'monthly_prompt_copies',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The first day of the prompt's month (UTC). */
    month: date('month').notNull(),
    fingerprint: text('fingerprint').notNull(),
    registryQuestionId: uuid('registry_question_id').notNull(),
    copiedBy: uuid('copied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('monthly_prompt_copies_company_idx').on(t.companyId, t.month, t.fingerprint)],
);
