import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * What the onboarding checklist (spec §3) cannot read off the company itself. Four of its five steps
 * (bio, logo, an executive, a FAQ) are facts of the company's own rows; inviting investors happens
 * outside Quorum, so a member says they did it. `completed_at` is set once, the first time all five
 * hold, and the checklist stays hidden after it even if a step is later undone.
 */
export const onboardingChecklists = pgTable('onboarding_checklists', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  investorsInvitedAt: timestamptz('investors_invited_at'),
  investorsInvitedBy: uuid('investors_invited_by').references(() => users.id, {
    onDelete: 'set null',
  }),
  completedAt: timestamptz('completed_at'),
  createdAt: createdAt(),
});
