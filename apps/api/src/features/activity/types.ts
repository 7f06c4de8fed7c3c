import { builder } from '../../graphql/builder';
import { PageMetaType } from '../../core/paging';
import type { ActivityView } from './presenters';
import type { ActivityPage, RetentionView } from './service';

/** One changed field, its old and new values as text (JSON for anything but a string). */
interface ActivityChange {
  field: string;
  before: string | null;
  after: string | null;
}

const shown = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** The fields a row names, old and new side by side, in the order they first appear. */
export function changesOf(view: ActivityView): ActivityChange[] {
  const fields = [
    ...new Set([...Object.keys(view.before ?? {}), ...Object.keys(view.after ?? {})]),
  ];
  return fields.map((field) => ({
    field,
    before: shown(view.before?.[field]),
    after: shown(view.after?.[field]),
  }));
}

const ActivityActorType = builder.objectRef<ActivityView['actor']>('ActivityActor').implement({
  description: 'Who made the change, as they were then (a snapshot kept after they leave).',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'member, investor or system' }),
    userId: t.exposeID('userId', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    role: t.exposeString('role', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
  }),
});

const ActivitySubjectType = builder
  .objectRef<ActivityView['subject']>('ActivitySubject')
  .implement({
    fields: (t) => ({
      type: t.exposeString('type'),
      id: t.exposeString('id'),
      label: t.exposeString('label'),
    }),
  });

const ActivityChangeType = builder.objectRef<ActivityChange>('ActivityChange').implement({
  fields: (t) => ({
    field: t.exposeString('field'),
    before: t.exposeString('before', { nullable: true }),
    after: t.exposeString('after', { nullable: true }),
  }),
});

export const ActivityType = builder.objectRef<ActivityView>('Activity').implement({
  description: 'One change in the company (or, in the visits area, one page visit).',
  fields: (t) => ({
    _id: t.exposeID('_id'),
    userId: t.exposeID('userId', { nullable: true }),
    profileImage: t.exposeString('profileImage', { nullable: true }),
    jobTitle: t.exposeString('jobTitle', { nullable: true }),
    activityDescription: t.exposeString('activityDescription'),
    companyId: t.exposeID('companyId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    actor: t.expose('actor', { type: ActivityActorType }),
    area: t.exposeString('area'),
    action: t.exposeString('action'),
    subject: t.expose('subject', { type: ActivitySubjectType }),
    before: t.string({
      nullable: true,
      description: 'The changed fields’ old values, as a JSON object.',
      resolve: (a) => (a.before ? JSON.stringify(a.before) : null),
    }),
    after: t.string({
      nullable: true,
      description: 'The changed fields’ new values, as a JSON object.',
      resolve: (a) => (a.after ? JSON.stringify(a.after) : null),
    }),
    changes: t.field({ type: [ActivityChangeType], resolve: changesOf }),
    ip: t.exposeString('ip', { nullable: true }),
    device: t.exposeString('device', { nullable: true }),
  }),
});

export const ActivityPageType = builder.objectRef<ActivityPage>('ActivityPage').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [ActivityType] }),
    meta: t.expose('meta', { type: PageMetaType }),
    companyWide: t.exposeBoolean('companyWide', {
      description:
        'The list holds the company’s trail (an administrator); otherwise the caller’s own rows.',
    }),
  }),
});

const RetentionOptionType = builder
  .objectRef<RetentionView['options'][number]>('ActivityRetentionOption')
  .implement({
    fields: (t) => ({ days: t.exposeInt('days'), label: t.exposeString('label') }),
  });

export const ActivityRetentionType = builder
  .objectRef<RetentionView>('ActivityRetention')
  .implement({
    fields: (t) => ({
      retentionDays: t.exposeInt('retentionDays'),
      label: t.exposeString('label'),
      options: t.expose('options', { type: [RetentionOptionType] }),
      mayChange: t.exposeBoolean('mayChange'),
    }),
  });

export const GetActivitiesInput = builder.inputType('GetActivitiesInput', {
  fields: (t) => ({
    page: t.int(),
    limit: t.int(),
    userId: t.id({ description: 'Only this person’s changes.' }),
    area: t.string({ description: 'An area of AUDIT_AREAS, or "visits" for page visits.' }),
    from: t.field({ type: 'DateTime' }),
    to: t.field({ type: 'DateTime' }),
    subjectType: t.string({ description: 'With subjectId: one thing’s timeline.' }),
    subjectId: t.string(),
  }),
});
