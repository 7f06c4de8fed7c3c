import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import type { NamedPermission } from '@quorum/shared';
import { auditTrail, calendarFeeds, companyEvents } from '../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { parseIcs } from './testing/parse-ics';

const t = useTestApp();
const text = messages.events;

const EVENT =
  '{ _id uid title startTime endTime timeZone allDay sequence deleted allTeam eventAttendies { _id } attachment { name } }';
const CREATE = `mutation($i: CreateCompanyEventInput!) { createCompanyEvent(createCompanyEventInput: $i) ${EVENT} }`;
const UPDATE = `mutation($i: UpdateCompanyEventInput!) { updateCompanyEvent(updateCompanyEventInput: $i) ${EVENT} }`;
const DELETE = `mutation($i: EventInput!) { deleteCompanyEvent(eventInput: $i) ${EVENT} }`;
const GET = `query($i: EventInput!) { getCompanyEvent(eventInput: $i) ${EVENT} }`;
const RANGE = `query($from: DateTime!, $to: DateTime!) { getCompanyEvents(from: $from, to: $to) ${EVENT} }`;
const UPCOMING = `{ getUpcomingCompanyEvent ${EVENT} }`;
const CREATE_FEED = 'mutation { createCalendarFeed { active url } }';
const REVOKE_FEED = 'mutation { revokeCalendarFeed { active url } }';

interface Event {
  _id: string;
  uid: string;
  title: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  sequence: number;
  deleted: boolean;
  eventAttendies: { _id: string }[];
  attachment: { name: string }[];
}

/** An AGM at 10:00 to 12:00 Perth time on the given day. */
const agm = (day: string, extra: Record<string, unknown> = {}) => ({
  title: 'Annual general meeting',
  startTime: `${day}T10:00`,
  endTime: `${day}T12:00`,
  timeZone: 'Australia/Perth',
  location: 'Perth Convention Centre',
  ...extra,
});

async function company(plan: 'freemium' | 'premium' = 'premium') {
  const db = t.database.db;
  const admin = await makeUser(db);
  const { id: companyId } = await makeCompany(db, admin.id, { plan });
  const { accessToken } = await signIn(t, admin.email, admin.password);
  const as = (token: string) => ({
    call: <T>(query: string, variables: Record<string, unknown> = {}) =>
      gql<T>(t.app, query, variables, token),
    get: (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
  });
  const member = async (role: 'member' | 'viewer' | 'custom', grants: NamedPermission[] = []) => {
    const user = await makeUser(db);
    await addMember(db, companyId, user.id, role, grants);
    return { id: user.id, ...as((await signIn(t, user.email, user.password)).accessToken) };
  };
  const create = async (input: Record<string, unknown>) =>
    (await as(accessToken).call<{ createCompanyEvent: Event }>(CREATE, { i: input })).data!
      .createCompanyEvent;
  const rows = () => db.select().from(companyEvents).where(eq(companyEvents.companyId, companyId));
  return {
    companyId,
    adminId: admin.id,
    token: accessToken,
    ...as(accessToken),
    member,
    create,
    rows,
  };
}

describe('company events', () => {
  it('store 10:00 Perth time as 02:00 UTC with its zone, and read back in a range', async () => {
    const { create, call } = await company();
    const event = await create(agm('2027-04-07'));
    expect(event).toMatchObject({
      startTime: '2027-04-07T02:00:00.000Z',
      endTime: '2027-04-07T04:00:00.000Z',
      timeZone: 'Australia/Perth',
      sequence: 0,
      uid: `${event._id}@quorum`,
    });
    const april = await call<{ getCompanyEvents: Event[] }>(RANGE, {
      from: '2027-04-01T00:00:00Z',
      to: '2027-05-01T00:00:00Z',
    });
    expect(april.data!.getCompanyEvents.map((e) => e._id)).toEqual([event._id]);
    const may = await call<{ getCompanyEvents: Event[] }>(RANGE, {
      from: '2027-05-01T00:00:00Z',
      to: '2027-06-01T00:00:00Z',
    });
    expect(may.data!.getCompanyEvents).toEqual([]);
  });

  it.each([
    ['an event ending before it starts', { endTime: '2027-04-07T09:00' }, text.endBeforeStart],
    [
      'an unknown time zone',
      { timeZone: 'Australia/Atlantis' },
      text.timeZoneUnknown('Australia/Atlantis'),
    ],
    ['a missing title', { title: ' ' }, text.titleRequired],
    ['a time that is not one', { startTime: '2027-02-30T10:00' }, text.timeInvalid],
  ])('refuse %s with its message and write nothing', async (_what, change, message) => {
    const { call, rows } = await company();
    const answer = await call(CREATE, { i: { ...agm('2027-04-07'), ...change } });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(await rows()).toEqual([]);
  });

  it('take any IANA zone the server knows, not only Australian ones', async () => {
    const { create } = await company();
    const event = await create({ ...agm('2027-07-01'), timeZone: 'Europe/London' });
    expect(event.startTime).toBe('2027-07-01T09:00:00.000Z');
  });

  it('raise the sequence on every edit and keep the uid', async () => {
    const { create, call } = await company();
    const event = await create(agm('2027-04-07'));
    const first = await call<{ updateCompanyEvent: Event }>(UPDATE, {
      i: { eventId: event._id, ...agm('2027-04-08') },
    });
    const second = await call<{ updateCompanyEvent: Event }>(UPDATE, {
      i: { eventId: event._id, ...agm('2027-04-08', { title: 'AGM (new room)' }) },
    });
    expect([first.data!.updateCompanyEvent.sequence, second.data!.updateCompanyEvent]).toEqual([
      1,
      expect.objectContaining({ sequence: 2, uid: event.uid, title: 'AGM (new room)' }),
    ]);
  });

  it('refuse an edit ending before it starts and keep the event as it was', async () => {
    const { create, call, rows } = await company();
    const event = await create(agm('2027-04-07'));
    const answer = await call(UPDATE, {
      i: { eventId: event._id, ...agm('2027-04-07', { endTime: '2027-04-06T10:00' }) },
    });
    expect(answer.error?.message).toBe(text.endBeforeStart);
    expect((await rows())[0]).toMatchObject({
      sequence: 0,
      endsAt: new Date('2027-04-07T04:00:00Z'),
    });
  });

  it('write each change to the history of activity in the same transaction', async () => {
    const { create, call, companyId } = await company();
    const event = await create(agm('2027-04-07'));
    await call(UPDATE, { i: { eventId: event._id, ...agm('2027-04-07', { title: 'AGM 2027' }) } });
    await call(DELETE, { i: { eventId: event._id } });
    const trail = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.companyId, companyId), eq(auditTrail.subjectId, event._id)))
      .orderBy(asc(auditTrail.createdAt));
    expect(trail.map((r) => [r.action, r.before, r.after])).toEqual([
      ['event.created', null, expect.objectContaining({ title: 'Annual general meeting' })],
      ['event.updated', { title: 'Annual general meeting' }, { title: 'AGM 2027' }],
      ['event.deleted', expect.objectContaining({ title: 'AGM 2027' }), null],
    ]);
  });

  it('leave the calendar when deleted, but stay as a row for the feed', async () => {
    const { create, call, rows } = await company();
    const event = await create(agm('2027-04-07'));
    await call(DELETE, { i: { eventId: event._id } });
    expect((await call(GET, { i: { eventId: event._id } })).error?.code).toBe('NOT_FOUND');
    expect(await rows()).toEqual([expect.objectContaining({ deleted: true, sequence: 1 })]);
  });

  it('read another company’s event id as not found and change nothing of it', async () => {
    const ours = await company();
    const theirs = await company();
    const event = await theirs.create(agm('2027-04-07'));
    for (const [query, input] of [
      [GET, { eventId: event._id }],
      [UPDATE, { eventId: event._id, ...agm('2027-05-01') }],
      [DELETE, { eventId: event._id }],
    ] as const) {
      expect((await ours.call(query, { i: input })).error).toEqual({
        code: 'NOT_FOUND',
        message: text.notFound,
      });
    }
    expect((await ours.get(`/calendar/events/${event._id}.ics`)).statusCode).toBe(404);
    expect(await theirs.rows()).toEqual([
      expect.objectContaining({ sequence: 0, deleted: false, title: 'Annual general meeting' }),
    ]);
  });

  it('may be changed with the canCreateEvent flag and full calendar access only', async () => {
    const { member, rows } = await company();
    const viewer = await member('viewer');
    const fullAreasNoFlag = await member('custom', [
      { name: 'calendar', allowed: true, acessType: 'full' },
    ]);
    const withFlag = await member('custom', [
      { name: 'calendar', allowed: true, acessType: 'full' },
      { name: 'createEvent', allowed: true, acessType: 'full' },
    ]);
    expect((await viewer.call(CREATE, { i: agm('2027-04-07') })).error?.code).toBe('FORBIDDEN');
    expect((await fullAreasNoFlag.call(CREATE, { i: agm('2027-04-07') })).error?.code).toBe(
      'FORBIDDEN',
    );
    expect((await withFlag.call(CREATE, { i: agm('2027-04-07') })).error).toBe(undefined);
    expect(await rows()).toHaveLength(1);
  });

  it('name team members as attendees, and refuse someone outside the team', async () => {
    const { create, call, member, rows } = await company();
    const colleague = await member('member');
    const event = await create(agm('2027-04-07', { allTeam: false, attendeeIds: [colleague.id] }));
    expect(event.eventAttendies).toEqual([{ _id: colleague.id }]);
    const stranger = await makeUser(t.database.db);
    const answer = await call(CREATE, {
      i: agm('2027-04-08', { allTeam: false, attendeeIds: [stranger.id] }),
    });
    expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message: text.attendeeNotInTeam });
    expect(await rows()).toHaveLength(1);
  });

  async function withAttachment(plan: 'freemium' | 'premium') {
    const { token, call, rows } = await company(plan);
    const upload = await uploadFile(
      t.app,
      'event-attachment',
      { bytes: TINY_PNG, filename: 'seating.png' },
      token,
    );
    const answer = await call<{ createCompanyEvent: Event }>(CREATE, {
      i: agm('2027-04-07', { attachments: [upload.body.key] }),
    });
    return { answer, rows };
  }

  it('take attachments on Premium, named as the stored file', async () => {
    const { answer } = await withAttachment('premium');
    expect(answer.data!.createCompanyEvent.attachment).toEqual([{ name: 'seating.png' }]);
  });

  it('refuse attachments on Essentials with nothing written', async () => {
    const { answer, rows } = await withAttachment('freemium');
    expect(answer.error).toEqual({ code: 'PAYMENT_REQUIRED', message: text.attachmentsPremium });
    expect(await rows()).toEqual([]);
  });

  it('answer the next event not yet over for the header', async () => {
    const { create, call } = await company();
    await create(agm('2020-01-07'));
    const next = await create(agm('2099-04-07'));
    await create(agm('2099-05-07'));
    const answer = await call<{ getUpcomingCompanyEvent: Event }>(UPCOMING);
    expect(answer.data!.getUpcomingCompanyEvent._id).toBe(next._id);
  });
});

describe('calendar files', () => {
  it('give an AGM at 10:00 Perth time as the same instant to a parser, 13:00 AEDT before April’s change and 12:00 AEST after', async () => {
    const { create, get } = await company();
    const before = await create(agm('2027-03-31'));
    const after = await create(agm('2027-04-07'));
    const sydney = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (const [event, sydneyTime] of [
      [before, '13:00'],
      [after, '12:00'],
    ] as const) {
      const response = await get(`/calendar/events/${event._id}.ics`);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const { events, zones } = parseIcs(response.body);
      expect(zones).toEqual(['Australia/Perth']);
      expect(events).toEqual([
        expect.objectContaining({
          uid: event.uid,
          tzid: 'Australia/Perth',
          wallStart: `${event.startTime.slice(0, 10)}T10:00:00`,
          start: new Date(event.startTime),
          end: new Date(event.endTime),
        }),
      ]);
      expect(sydney.format(events[0]!.start)).toBe(sydneyTime);
    }
  });

  it('keep a Sydney event across October’s change at its wall time in the VTIMEZONE the file carries', async () => {
    const { create, get } = await company();
    const event = await create({
      ...agm('2027-10-02'),
      timeZone: 'Australia/Sydney',
      endTime: '2027-10-04T10:00',
    });
    expect([event.startTime, event.endTime]).toEqual([
      '2027-10-02T00:00:00.000Z', // 10:00 AEST
      '2027-10-03T23:00:00.000Z', // 10:00 AEDT
    ]);
    const { events } = parseIcs((await get(`/calendar/events/${event._id}.ics`)).body);
    expect([events[0]!.start, events[0]!.end]).toEqual([
      new Date(event.startTime),
      new Date(event.endTime),
    ]);
  });

  it('list the company’s events in its feed, with a raised SEQUENCE after an edit and STATUS:CANCELLED after a delete', async () => {
    const { create, call } = await company();
    const kept = await create(agm('2027-04-07'));
    const edited = await create(agm('2027-04-08'));
    const deleted = await create(agm('2027-04-09'));
    await call(UPDATE, { i: { eventId: edited._id, ...agm('2027-04-10') } });
    await call(DELETE, { i: { eventId: deleted._id } });
    const feed = (await call<{ createCalendarFeed: { url: string } }>(CREATE_FEED)).data!
      .createCalendarFeed;
    const response = await t.app.inject({ method: 'GET', url: new URL(feed.url).pathname });
    expect(response.statusCode).toBe(200);
    const { events } = parseIcs(response.body);
    expect(events.map((e) => [e.uid, e.sequence, e.status])).toEqual([
      [kept.uid, 0, 'CONFIRMED'],
      [deleted.uid, 1, 'CANCELLED'],
      [edited.uid, 1, 'CONFIRMED'],
    ]);
  });

  it('refuse a revoked or rotated feed address, and never show one company’s events in another’s feed', async () => {
    const ours = await company();
    const theirs = await company();
    await ours.create(agm('2027-04-07'));
    await theirs.create(agm('2027-04-07', { title: 'Their AGM' }));
    const path = async (c: typeof ours) =>
      new URL(
        (await c.call<{ createCalendarFeed: { url: string } }>(CREATE_FEED)).data!
          .createCalendarFeed.url,
      ).pathname;
    const fetch = (url: string) => t.app.inject({ method: 'GET', url });
    const first = await path(ours);
    const rotated = await path(ours);
    const theirFeed = await path(theirs);
    expect((await fetch(first)).statusCode).toBe(404);
    expect(parseIcs((await fetch(theirFeed)).body).events.map((e) => e.summary)).toEqual([
      'Their AGM',
    ]);
    await ours.call(REVOKE_FEED);
    const refused = await fetch(rotated);
    expect([refused.statusCode, refused.json()]).toEqual([
      404,
      expect.objectContaining({ message: text.feedNotFound }),
    ]);
    expect((await fetch(`/calendar/feeds/${randomUUID()}.ics`)).statusCode).toBe(404);
  });

  it('keep only the hash of a feed token', async () => {
    const { call, companyId } = await company();
    const url = (await call<{ createCalendarFeed: { url: string } }>(CREATE_FEED)).data!
      .createCalendarFeed.url;
    const token = /feeds\/(.+)\.ics$/.exec(url)![1]!;
    const [feed] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.companyId, companyId));
    expect(token).toHaveLength(43);
    expect(JSON.stringify(feed)).not.toContain(token);
  });
});
