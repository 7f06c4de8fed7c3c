// The events calendar (issue 15; spec §3 Event): a company's events, read with the calendar page's
// view access and changed with its full access and the canCreateEvent flag (both checked here as
// well as by the schema's page scope). The company is always the caller's own: another company's
// event id is not found. Each change writes its audit row in the same transaction.
import { validate as isUuid } from 'uuid';
import { EVENT_LIMITS, companyEventSchema, messages } from '@quorum/shared';
import type { CompanyEventValues } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import type { EventAttachment } from '../../db/schema';
import { changedFields, recordChange } from '../../core/audit';
import { badInput, notFound, paymentRequired } from '../../core/errors';
import { requireFlag } from '../../core/flags';
import { assertOwnCompany } from '../../core/identity/own-company';
import type { Member } from '../../core/identity/viewer';
import { mayUse } from '../../core/plan';
import { validate } from '../../lib/validate';
import { claimUpload } from '../uploads';
import { eventIcs, icsFileName } from './ics';
import * as repo from './repo';
import type { CompanyEventRow, EventValues } from './repo';

const text = messages.events;
const DAY_MS = 86_400_000;

export interface EventInput {
  companyId?: string | null;
  eventId?: string | null;
}

function ownEventId(member: Member, input: EventInput): string {
  assertOwnCompany(member, input.companyId);
  if (!input.eventId || !isUuid(input.eventId)) throw notFound(text.notFound);
  return input.eventId;
}

async function eventOf(db: Db, member: Member, input: EventInput, lock = false) {
  const row = await repo.findEvent(db, member.companyId, ownEventId(member, input), lock);
  if (!row) throw notFound(text.notFound);
  return row;
}

/** The company's events overlapping [from, to): a month view asks for its six weeks. */
export async function listCompanyEvents(
  deps: Deps,
  member: Member,
  args: { companyId?: string | null; from: Date; to: Date },
) {
  assertOwnCompany(member, args.companyId);
  if (args.to.getTime() <= args.from.getTime()) throw badInput(text.rangeInvalid);
  if (args.to.getTime() - args.from.getTime() > EVENT_LIMITS.maxRangeDays * DAY_MS)
    throw badInput(text.rangeTooLong(EVENT_LIMITS.maxRangeDays));
  return repo.listInRange(deps.db, member.companyId, args.from, args.to);
}

export async function getCompanyEvent(deps: Deps, member: Member, input: EventInput) {
  return eventOf(deps.db, member, input);
}

/** The header's next event: the first not yet over. */
export async function getUpcomingCompanyEvent(
  deps: Deps,
  member: Member,
  companyId?: string | null,
  now = new Date(),
) {
  assertOwnCompany(member, companyId);
  const [next] = await repo.listUpcoming(deps.db, member.companyId, now, 1);
  return next ?? null;
}

/**
 * The attachments an event keeps: files it already has stay (on any plan, so a company back on
 * Essentials can still edit its old events); a new file needs Premium and must be an upload for an
 * event attachment in this company. The name, type and size are the stored file's.
 */
async function attachmentsFor(
  db: Db,
  member: Member,
  keys: readonly string[],
  existing: readonly EventAttachment[] = [],
): Promise<EventAttachment[]> {
  const kept = new Map(existing.map((a) => [a.key, a]));
  const added = keys.filter((key) => !kept.has(key));
  if (added.length > 0 && !mayUse(member, 'eventAttachments'))
    throw paymentRequired(text.attachmentsPremium);
  const attachments: EventAttachment[] = [];
  for (const key of keys) {
    const old = kept.get(key);
    if (old) {
      attachments.push(old);
      continue;
    }
    const file = await claimUpload(db, key, {
      purpose: 'event-attachment',
      companyId: member.companyId,
    });
    attachments.push({
      key: file.key,
      name: file.originalName || file.key,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    });
  }
  return attachments;
}

async function valuesOf(
  db: Db,
  member: Member,
  parsed: CompanyEventValues,
  existing?: CompanyEventRow,
): Promise<EventValues> {
  const attendeeIds = parsed.allTeam ? [] : parsed.attendeeIds;
  if (attendeeIds.some((id) => !isUuid(id))) throw badInput(text.attendeeNotInTeam);
  const members = await repo.membersAmong(db, member.companyId, attendeeIds);
  if (attendeeIds.some((id) => !members.has(id))) throw badInput(text.attendeeNotInTeam);
  return {
    title: parsed.title,
    description: parsed.description,
    location: parsed.location,
    onlineUrl: parsed.onlineUrl,
    startsAt: parsed.startsAt,
    endsAt: parsed.endsAt,
    timeZone: parsed.timeZone,
    allDay: parsed.allDay,
    allTeam: parsed.allTeam,
    attendeeIds,
    attachments: await attachmentsFor(db, member, parsed.attachments, existing?.attachments),
  };
}

/** What the audit keeps of an event: its fields, attachments by name. */
const auditFields = (values: EventValues) => ({
  ...values,
  attachments: values.attachments.map((a) => a.name),
});

const AUDITED = [
  'title',
  'description',
  'location',
  'onlineUrl',
  'startsAt',
  'endsAt',
  'timeZone',
  'allDay',
  'allTeam',
  'attendeeIds',
  'attachments',
] as const;

export async function createCompanyEvent(
  deps: Deps,
  member: Member,
  input: EventInput & Record<string, unknown>,
) {
  assertOwnCompany(member, input.companyId);
  requireFlag(member, 'canCreateEvent');
  const parsed = validate(companyEventSchema, input);
  return deps.db.transaction(async (tx) => {
    const values = await valuesOf(tx, member, parsed);
    const row = await repo.insertEvent(tx, member.companyId, member.user.id, values);
    await recordChange(tx, member, {
      area: 'calendar',
      action: 'event.created',
      subject: { type: 'event', id: row.id, label: row.title },
      after: auditFields(values),
    });
    return row;
  });
}

export async function updateCompanyEvent(
  deps: Deps,
  member: Member,
  input: EventInput & Record<string, unknown>,
) {
  const eventId = ownEventId(member, input);
  requireFlag(member, 'canCreateEvent');
  const parsed = validate(companyEventSchema, input);
  return deps.db.transaction(async (tx) => {
    const before = await eventOf(tx, member, { eventId }, true);
    const values = await valuesOf(tx, member, parsed, before);
    const row = await repo.updateEvent(tx, member.companyId, eventId, values);
    if (!row) throw notFound(text.notFound);
    const change = changedFields(
      auditFields(before) as Record<string, unknown>,
      auditFields(values),
      [...AUDITED],
    );
    await recordChange(tx, member, {
      area: 'calendar',
      action: 'event.updated',
      subject: { type: 'event', id: row.id, label: row.title },
      ...change,
    });
    return row;
  });
}

/** Marks the event deleted: it leaves the calendar, and the feed tells subscribers it is cancelled. */
export async function deleteCompanyEvent(deps: Deps, member: Member, input: EventInput) {
  const eventId = ownEventId(member, input);
  requireFlag(member, 'canCreateEvent');
  return deps.db.transaction(async (tx) => {
    const row = await repo.markDeleted(tx, member.companyId, eventId);
    if (!row) throw notFound(text.notFound);
    await recordChange(tx, member, {
      area: 'calendar',
      action: 'event.deleted',
      subject: { type: 'event', id: row.id, label: row.title },
      before: { title: row.title, startsAt: row.startsAt, timeZone: row.timeZone },
    });
    return row;
  });
}

/** One event's calendar file, for the member's download. */
export async function downloadEventIcs(deps: Deps, member: Member, eventId: string) {
  const row = await eventOf(deps.db, member, { eventId });
  return { fileName: icsFileName(row.title), body: eventIcs(row) };
}
