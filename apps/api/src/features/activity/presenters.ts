import { ACTIVITY_VISIT_AREA, activitySentence } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { TrailRow, VisitRow } from './trail-repo';

/** The spec's Activity (_id, userId, profileImage, jobTitle, activityDescription, companyId, createdAt) and the trail's own fields. */
export interface ActivityView {
  _id: string;
  userId: string | null;
  profileImage: string | null;
  jobTitle: string | null;
  activityDescription: string;
  companyId: string;
  createdAt: Date;
  actor: {
    kind: string;
    userId: string | null;
    name: string | null;
    email: string | null;
    role: string | null;
    jobTitle: string | null;
  };
  area: string;
  action: string;
  subject: { type: string; id: string; label: string };
  /** The changed fields' old and new values, as JSON objects (null where the change has none). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  device: string | null;
}

const pictureOf = (deps: Deps, key: string | null) => (key ? deps.fileUrls.url(key) : null);

export function trailView(deps: Deps, row: TrailRow): ActivityView {
  return {
    _id: row.id,
    userId: row.actorUserId,
    profileImage: pictureOf(deps, row.profileImage),
    jobTitle: row.actorJobTitle,
    activityDescription: activitySentence(row),
    companyId: row.companyId,
    createdAt: row.createdAt,
    actor: {
      kind: row.actorKind,
      userId: row.actorUserId,
      name: row.actorName,
      email: row.actorEmail,
      role: row.actorRole,
      jobTitle: row.actorJobTitle,
    },
    area: row.area,
    action: row.action,
    subject: { type: row.subjectType, id: row.subjectId, label: row.subjectLabel },
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    device: row.device,
  };
}

/** A page visit (spec §2's records) in the same shape: "Ada Lovelace visited question registry". */
export function visitView(deps: Deps, row: VisitRow): ActivityView {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || null;
  return {
    _id: row.id,
    userId: row.userId,
    profileImage: pictureOf(deps, row.profileImage),
    jobTitle: row.jobTitle,
    activityDescription: `${name ?? 'Someone'} visited ${row.module}`,
    companyId: row.companyId,
    createdAt: row.createdAt,
    actor: {
      kind: 'member',
      userId: row.userId,
      name,
      email: row.email,
      role: row.role,
      jobTitle: row.jobTitle,
    },
    area: ACTIVITY_VISIT_AREA,
    action: 'page.visited',
    subject: { type: 'page', id: row.module, label: row.module },
    before: null,
    after: null,
    ip: null,
    device: null,
  };
}
