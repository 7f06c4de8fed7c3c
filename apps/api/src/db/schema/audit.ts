import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_KINDS, DEFAULT_AUDIT_RETENTION_DAYS } from '@quorum/shared';
import { createdAt, id, timestamptz } from './columns';
import { companies } from './companies';

/**
 * The audit trail: one row per change, written in the change's own transaction by
 * core/audit.ts `recordChange`. Append-only: a trigger (migration 00xx_audit_trail) refuses UPDATE
 * and DELETE, but for the retention job's controlled path and a removed company's cascade.
 *
 * The actor is a snapshot (name, email, role, job title at the time), so history reads the same
 * after a member leaves; `actor_user_id` has no foreign key for the same reason.
 */
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    actorJobTitle: text('actor_job_title'),
    area: text('area').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    device: text('device'),
    createdAt: createdAt(),
  },
  (t) => [
    // The company's list, newest first (and the retention job's range).
    index('audit_trail_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    // A subject's timeline.
    index('audit_trail_subject_idx').on(
      t.companyId,
      t.subjectType,
      t.subjectId,
      t.createdAt.desc(),
    ),
    // One person's rows (their own list, the person filter).
    index('audit_trail_actor_idx').on(t.companyId, t.actorUserId, t.createdAt.desc()),
  ],
);

/** A company's choice of how long its trail is kept; no row means the default. */
export const auditSettings = pgTable('audit_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days').notNull().default(DEFAULT_AUDIT_RETENTION_DAYS),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
