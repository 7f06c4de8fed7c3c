import { randomUUID } from 'node:crypto';
import {
  ACTIVITIES_PAGE_SIZE,
  ACTIVITY_EXPORT_MAX_ROWS,
  ACTIVITY_VISIT_AREA,
  AUDIT_RETENTION_DAYS,
  AUDIT_RETENTION_LABELS,
  activityFilterSchema,
  activityRetentionSchema,
  mayAccess,
  memberFlags,
  messages,
} from '@quorum/shared';
import type { ActivityFilter, AuditRetentionDays, AuditSubjectType, PageKey } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Member } from '../../core/identity/viewer';
import { recordChange } from '../../core/audit';
import { badInput, forbidden, notFound } from '../../core/errors';
import { pageMeta, pagingOf } from '../../core/paging';
import type { PageRequest } from '../../core/paging';
import { validate } from '../../lib/validate';
import { trailView, visitView } from './presenters';
import type { ActivityView } from './presenters';
import * as repo from './trail-repo';
import type { TrailCursor, TrailScope } from './trail-repo';

const text = messages.activity;
const MAX_PAGE = 50;

/** The page whose viewers may read a subject's whole timeline (its question, announcement…). */
const SUBJECT_PAGE: Partial<Record<AuditSubjectType, PageKey>> = {
  enquiry: 'questions',
  'registry-item': 'question-registry',
  template: 'question-registry',
  announcement: 'announcements',
  poll: 'announcements',
  event: 'calendar',
  executive: 'excutive-team',
  'company-link': 'company-details',
  company: 'company-details',
};

export const isAdministrator = (member: Member) => memberFlags(member).hasAdministrativeControl;

/**
 * Whose rows the caller may read: administrators the company's whole trail; anyone who may view a
 * subject's page that subject's timeline; everyone else only the rows they made themselves.
 */
export function scopeFor(member: Member, filter: ActivityFilter): TrailScope {
  const page = filter.subjectType ? SUBJECT_PAGE[filter.subjectType] : undefined;
  const whole = isAdministrator(member) || (page !== undefined && mayAccess(member, page, 'view'));
  return { companyId: member.companyId, onlyUserId: whole ? null : member.user.id };
}

/**
 * A timeline's subject must be one the company's trail knows: another company's thing (or an id
 * made up) is not found, as elsewhere, rather than answered with an empty list.
 */
async function assertKnownSubject(deps: Deps, member: Member, filter: ActivityFilter) {
  if (!filter.subjectType || !filter.subjectId) return;
  const known = await repo.subjectKnown(
    deps.db,
    member.companyId,
    filter.subjectType,
    filter.subjectId,
  );
  if (!known) throw notFound(messages.generic.notFound);
}

export interface ActivityPage {
  items: ActivityView[];
  meta: ReturnType<typeof pageMeta>;
  /** The caller sees the company's trail (an administrator), not only their own rows. */
  companyWide: boolean;
}

/** getActivities: 10 a page, newest first, filtered; page visits only when their area is asked. */
export async function getActivities(
  deps: Deps,
  member: Member,
  input: PageRequest & Record<string, unknown>,
): Promise<ActivityPage> {
  const { page, limit, ...rest } = input;
  const filter = validate(activityFilterSchema, rest);
  const window = pagingOf({ page, limit }, ACTIVITIES_PAGE_SIZE, MAX_PAGE);
  await assertKnownSubject(deps, member, filter);
  const scope = scopeFor(member, filter);
  const companyWide = scope.onlyUserId === null;
  if (filter.area === ACTIVITY_VISIT_AREA) {
    const { rows, total } = await repo.pageOfVisits(deps.db, scope, filter, window);
    return {
      items: rows.map((r) => visitView(deps, r)),
      meta: pageMeta(window, total),
      companyWide,
    };
  }
  const { rows, total } = await repo.pageOfTrail(deps.db, scope, filter, window);
  return { items: rows.map((r) => trailView(deps, r)), meta: pageMeta(window, total), companyWide };
}

export interface RetentionView {
  retentionDays: number;
  label: string;
  options: { days: number; label: string }[];
  mayChange: boolean;
}

export async function getActivityRetention(deps: Deps, member: Member): Promise<RetentionView> {
  const days = await repo.retentionOf(deps.db, member.companyId);
  return {
    retentionDays: days,
    label: AUDIT_RETENTION_LABELS[days as AuditRetentionDays] ?? `${days} days`,
    options: AUDIT_RETENTION_DAYS.map((d) => ({ days: d, label: AUDIT_RETENTION_LABELS[d] })),
    mayChange: isAdministrator(member),
  };
}

/** Administrators choose how long the trail is kept; the change is itself in the trail. */
export async function updateActivityRetention(deps: Deps, member: Member, input: unknown) {
  if (!isAdministrator(member)) throw forbidden(text.retentionAdminOnly);
  const { retentionDays } = validate(activityRetentionSchema, input);
  await deps.db.transaction(async (tx) => {
    const before = await repo.retentionOf(tx, member.companyId);
    await repo.setRetention(tx, member.companyId, retentionDays);
    if (before !== retentionDays)
      await recordChange(tx, member, {
        area: 'history',
        action: 'activity-retention.updated',
        subject: {
          type: 'activity-retention',
          id: member.companyId,
          label: 'History of activity',
        },
        before: { retentionDays: before },
        after: { retentionDays },
      });
  });
  return getActivityRetention(deps, member);
}

/** Rows the export reads per query. */
const EXPORT_BATCH = 500;

/**
 * Starts a CSV export: the filters checked, the size bounded, the export written to the trail
 * (committed first, so an export is logged even when the download breaks off). The rows are those
 * older than the export's own row, so the file matches the list as it stood when asked.
 */
export async function startActivityExport(deps: Deps, member: Member, query: unknown) {
  const filter = validate(activityFilterSchema, query);
  await assertKnownSubject(deps, member, filter);
  const scope = scopeFor(member, filter);
  const visits = filter.area === ACTIVITY_VISIT_AREA;
  const total = visits
    ? await repo.countVisits(deps.db, scope, filter)
    : await repo.countTrail(deps.db, scope, filter);
  if (total > ACTIVITY_EXPORT_MAX_ROWS)
    throw badInput(text.exportTooLarge(ACTIVITY_EXPORT_MAX_ROWS));
  const exportId = randomUUID();
  const startedAt = new Date();
  await deps.db.transaction((tx) =>
    recordChange(tx, member, {
      area: 'history',
      action: 'activity-export.created',
      subject: { type: 'activity-export', id: exportId, label: 'CSV export' },
      after: {
        rows: total,
        ...Object.fromEntries(
          Object.entries(filter).filter(([, v]) => v !== null && v !== undefined),
        ),
      },
    }),
  );
  async function* rows(): AsyncGenerator<ActivityView> {
    // Everything before the export's own row: a row written at the same instant is left out.
    let cursor: TrailCursor = { createdAt: startedAt, id: '00000000-0000-0000-0000-000000000000' };
    for (;;) {
      const batch = visits
        ? (await repo.batchOfVisits(deps.db, scope, filter, cursor, EXPORT_BATCH)).map((r) =>
            visitView(deps, r),
          )
        : (await repo.batchOfTrail(deps.db, scope, filter, cursor, EXPORT_BATCH)).map((r) =>
            trailView(deps, r),
          );
      yield* batch;
      const last = batch.at(-1);
      if (!last || batch.length < EXPORT_BATCH) return;
      cursor = { createdAt: last.createdAt, id: last._id };
    }
  }
  return { rows: rows(), total };
}
