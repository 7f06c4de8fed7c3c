import { z } from 'zod';
import { messages } from './messages';

/**
 * The audit trail's vocabulary (issue 15, History of activity): the areas of the product a change
 * belongs to, the kinds of thing it is about, and the retention a company may choose. The server
 * writes rows with these names; the History of activity page filters and labels by them.
 */

/** The areas a change is filed under; page keys where the product has one (spelt as the spec). */
export const AUDIT_AREAS = [
  'questions',
  'question-registry',
  'templates',
  'announcements',
  'polls',
  'calendar',
  'faq',
  'my-team',
  'company-details',
  'excutive-team',
  'company-links',
  'integrations',
  'billing',
  'profile',
  'history',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

/** What a change is about. */
export const AUDIT_SUBJECT_TYPES = [
  'enquiry',
  'registry-item',
  'template',
  'category',
  'announcement',
  'poll',
  'event',
  'faq-category',
  'faq',
  'member',
  'invitation',
  'company',
  'executive',
  'company-link',
  'webform',
  'extension-email',
  'hub',
  'subscription',
  'activity-export',
  'activity-retention',
  'profile',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** Who made a change: a team member, an investor (a vote, a question), or a job of Quorum's. */
export const AUDIT_ACTOR_KINDS = ['member', 'investor', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** Area names as the History of activity page shows them. */
export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  questions: 'Questions',
  'question-registry': 'Question registry',
  templates: 'Response templates',
  announcements: 'Announcements',
  polls: 'Polls',
  calendar: 'Calendar',
  faq: 'FAQ',
  'my-team': 'My team',
  'company-details': 'Company details',
  'excutive-team': 'Executive team', // spec key 'excutive-team'; the label is spelt correctly
  'company-links': 'Company links',
  integrations: 'Integrations',
  billing: 'Billing',
  profile: 'Profile',
  history: 'History of activity',
};

/** Page visits show in the list as their own kind (area 'visits'): spec §2's records. */
export const ACTIVITY_VISIT_AREA = 'visits' as const;

/** Rows per page of getActivities (spec: 10 a page). */
export const ACTIVITIES_PAGE_SIZE = 10;

/**
 * How long a company keeps its trail, in days: from 90 days to 7 years. The default is the longest,
 * 7 years: Australian corporate records (Corporations Act s 286) are kept for 7 years, and a
 * company that wants less chooses it.
 */
export const AUDIT_RETENTION_DAYS = [90, 365, 730, 1825, 2555] as const;
export type AuditRetentionDays = (typeof AUDIT_RETENTION_DAYS)[number];
export const DEFAULT_AUDIT_RETENTION_DAYS: AuditRetentionDays = 2555;

export const AUDIT_RETENTION_LABELS: Record<AuditRetentionDays, string> = {
  90: '90 days',
  365: '1 year',
  730: '2 years',
  1825: '5 years',
  2555: '7 years',
};

/** The most rows one CSV export holds; narrower filters export the rest. */
export const ACTIVITY_EXPORT_MAX_ROWS = 100_000;

/** How the History of activity page names a kind of thing in its sentences. */
export const AUDIT_SUBJECT_NOUNS: Record<AuditSubjectType, string> = {
  enquiry: 'question',
  'registry-item': 'registry question',
  template: 'response template',
  category: 'question category',
  announcement: 'announcement',
  poll: 'poll',
  event: 'event',
  'faq-category': 'FAQ category',
  faq: 'FAQ',
  member: 'team member',
  invitation: 'invitation',
  company: 'company',
  executive: 'executive',
  'company-link': 'company link',
  webform: 'web form',
  'extension-email': 'email extension mailbox',
  hub: 'investor page',
  subscription: 'subscription',
  'activity-export': 'history export',
  'activity-retention': 'history retention',
  profile: 'profile',
};

/**
 * One row's sentence: "Ada Lovelace updated the announcement “Half-year results”". The action's
 * verb is the part after the dot ('announcement.published' → published), dashes read as spaces.
 */
export function activitySentence(row: {
  actorName: string | null;
  action: string;
  subjectType: string;
  subjectLabel: string;
}): string {
  const who = row.actorName?.trim() || 'Someone';
  const verb = (row.action.split('.')[1] ?? row.action).replaceAll('-', ' ');
  const noun = AUDIT_SUBJECT_NOUNS[row.subjectType as AuditSubjectType] ?? row.subjectType;
  return `${who} ${verb} the ${noun} “${row.subjectLabel}”`;
}

const text = messages.activity;
const optionalId = z.string().trim().min(1).max(100).optional().nullable();

/** getActivities' and the CSV export's filters; a timeline names its subject's type and id. */
export const activityFilterSchema = z
  .object({
    userId: z.string().uuid(text.personInvalid).optional().nullable(),
    area: z
      .enum([...AUDIT_AREAS, ACTIVITY_VISIT_AREA], { message: text.areaInvalid })
      .optional()
      .nullable(),
    from: z.coerce.date().optional().nullable(),
    to: z.coerce.date().optional().nullable(),
    subjectType: z.enum(AUDIT_SUBJECT_TYPES).optional().nullable(),
    subjectId: optionalId,
  })
  .refine((f) => !f.from || !f.to || f.from.getTime() <= f.to.getTime(), {
    message: text.dateRangeInvalid,
    path: ['to'],
  })
  .refine((f) => Boolean(f.subjectType) === Boolean(f.subjectId), {
    message: text.subjectIncomplete,
    path: ['subjectId'],
  });
export type ActivityFilter = z.output<typeof activityFilterSchema>;

export const activityRetentionSchema = z.object({
  retentionDays: z
    .number({ message: text.retentionInvalid })
    .refine(
      (days): days is AuditRetentionDays =>
        (AUDIT_RETENTION_DAYS as readonly number[]).includes(days),
      { message: text.retentionInvalid },
    ),
});
