import type { AuditArea, AuditSubjectType } from '@quorum/shared';
import type { Db } from '../db/client';
import { auditTrail } from '../db/schema';
import type { RequestClient } from '../lib/request-client';
import type { Member } from './identity/viewer';

/**
 * Who made a change: a team member (snapshotted), an investor, or one of Quorum's jobs. A member's
 * or investor's `client` (their request's address and device) is recorded beside the change.
 */
export type AuditActor =
  | Member // a team member: their name, email, role and job title are snapshotted into the row
  | {
      kind: 'investor';
      companyId: string;
      name: string | null;
      email: string | null;
      client?: RequestClient;
    }
  | { kind: 'system'; companyId: string; name: string; client?: never }; // a job: 'Deleted announcements purge'

export interface AuditEntry {
  area: AuditArea; // from packages/shared/src/audit.ts AUDIT_AREAS
  action: string; // '<subject type>.<past verb>': 'event.created', 'event.updated', 'faq-category.reordered', 'poll.voted'
  subject: { type: AuditSubjectType; id: string; label: string }; // label: the thing's title or name at the time
  before?: Record<string, unknown> | null; // edits and deletes: the changed fields' old values
  after?: Record<string, unknown> | null; // creates and edits: the new values (never secrets or password hashes)
}

/** A label or a value is kept to this many characters: the trail says what changed, not all of it. */
const MAX_TEXT = 500;

/**
 * Keys never written to the trail, whatever a caller passes: passwords, codes, tokens, secrets and
 * their hashes. A second guard only: callers pass the changed fields and know better.
 */
const SECRET_KEY = /password|secret|token|hash|otp|recovery|apikey|api_key|^code$/i;

function clip(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return depth > 3 ? '[…]' : value.map((v) => clip(v, depth + 1));
  if (value && typeof value === 'object')
    return depth > 3 ? '{…}' : cleanFields(value as Record<string, unknown>, depth + 1);
  return value;
}

function cleanFields(fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (SECRET_KEY.test(key) || value === undefined) continue;
    out[key] = clip(value, depth);
  }
  return out;
}

const fieldsOrNull = (fields: Record<string, unknown> | null | undefined) =>
  fields ? cleanFields(fields) : null;

function actorColumns(actor: AuditActor) {
  if ('kind' in actor)
    return {
      companyId: actor.companyId,
      actorKind: actor.kind,
      actorUserId: null,
      actorName: actor.name,
      actorEmail: actor.kind === 'investor' ? actor.email : null,
      actorRole: null,
      actorJobTitle: null,
    };
  return {
    companyId: actor.companyId,
    actorKind: 'member' as const,
    actorUserId: actor.user.id,
    actorName: `${actor.user.firstName} ${actor.user.lastName}`.trim(),
    actorEmail: actor.user.email,
    actorRole: actor.role,
    actorJobTitle: actor.jobTitleInCompany,
  };
}

/**
 * The fields that differ between two versions of a thing, as { before, after } holding only them.
 * `keys` names the fields to compare (an edit's input); values are compared as JSON.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  keys: readonly (keyof T & string)[] = Object.keys(after) as (keyof T & string)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const old: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (!(key in after) || after[key] === undefined) continue;
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    old[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: old, after: now };
}

/** Writes one row in the caller's transaction, with the address and device of the actor's request. */
export async function recordChange(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const { client } = actor;
  await tx.insert(auditTrail).values({
    ...actorColumns(actor),
    area: entry.area,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    subjectLabel: (clip(entry.subject.label) as string) || '—',
    before: fieldsOrNull(entry.before),
    after: fieldsOrNull(entry.after),
    ip: client?.ip || null,
    device: client?.device ?? null,
  });
}
