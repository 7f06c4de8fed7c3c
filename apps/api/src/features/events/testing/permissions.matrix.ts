import { createHash, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Caller, FeatureMatrix, Outcome, World } from '../../../testing/matrix';
import { administrators, everyone, pageEditors, pageViewers } from '../../../testing/matrix';
import { calendarFeeds } from '../../../db/schema';
import { insertEvent, revokeLiveFeed } from '../repo';

const EVENT = '{ _id title sequence deleted }';
const FEED = '{ active url }';

/** A foreign company's admin aiming at our event finds nothing there. */
const viewersOfOwn = { ...pageViewers, foreign: 'NOT_FOUND' } as const;
/**
 * Changing events: the calendar's full access and the canCreateEvent flag (admins and members by
 * role; a custom role with full areas but no createEvent grant is refused).
 */
const eventEditors = { ...pageEditors, customFull: 'FORBIDDEN' } as const;
const editorsOfOwn = { ...eventEditors, foreign: 'NOT_FOUND' } as const;
/** The feed: administrative control (a custom role's areas alone do not give it). */
const feedAdmins = { ...administrators, customFull: 'FORBIDDEN' } as const;

const form = (title: string) => ({
  title,
  startTime: '2027-04-07T10:00',
  endTime: '2027-04-07T12:00',
  timeZone: 'Australia/Perth',
});

/** A feed with a token the matrix knows (the server keeps only its hash). */
async function feedWithToken(
  db: Parameters<NonNullable<FeatureMatrix['seed']>>[0],
  companyId: string,
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(calendarFeeds).values({
    companyId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
  });
  return token;
}

export const eventsMatrix: FeatureMatrix = {
  seed: async (db, company) => {
    const event = await insertEvent(db, company.id, company.creatorId, {
      title: 'Annual general meeting',
      description: null,
      location: 'Perth Convention Centre',
      onlineUrl: null,
      startsAt: new Date('2027-04-07T02:00:00Z'),
      endsAt: new Date('2027-04-07T04:00:00Z'),
      timeZone: 'Australia/Perth',
      allDay: false,
      allTeam: true,
      attendeeIds: [],
      attachments: [],
    });
    const revokedFeedToken = await feedWithToken(db, company.id);
    await revokeLiveFeed(db, company.id);
    return { eventId: event.id, feedToken: await feedWithToken(db, company.id), revokedFeedToken };
  },
  operations: {
    'Query.getCompanyEvents': {
      document: `query($c: ID, $from: DateTime!, $to: DateTime!) { getCompanyEvents(companyId: $c, from: $from, to: $to) ${EVENT} }`,
      variables: (w) => ({
        c: w.ownCompanyId,
        from: '2027-04-01T00:00:00Z',
        to: '2027-05-01T00:00:00Z',
      }),
      onForeign: (w) => ({
        c: w.foreignCompanyId,
        from: '2027-04-01T00:00:00Z',
        to: '2027-05-01T00:00:00Z',
      }),
      expected: { ...pageViewers, foreign: 'FORBIDDEN' },
    },
    'Query.getCompanyEvent': {
      document: `query($i: EventInput!) { getCompanyEvent(eventInput: $i) ${EVENT} }`,
      variables: (w) => ({ i: { companyId: w.ownCompanyId, eventId: w.own.eventId } }),
      onForeign: (w) => ({ i: { companyId: w.foreignCompanyId, eventId: w.foreign.eventId } }),
      expected: { ...viewersOfOwn, foreign: 'FORBIDDEN' },
    },
    'Query.getUpcomingCompanyEvent': {
      document: `query($c: ID) { getUpcomingCompanyEvent(companyId: $c) ${EVENT} }`,
      variables: (w) => ({ c: w.ownCompanyId }),
      onForeign: (w) => ({ c: w.foreignCompanyId }),
      expected: { ...pageViewers, foreign: 'FORBIDDEN' },
    },
    'Query.calendarFeed': { document: `{ calendarFeed ${FEED} }`, expected: feedAdmins },
    'Mutation.createCompanyEvent': {
      document: `mutation($i: CreateCompanyEventInput!) { createCompanyEvent(createCompanyEventInput: $i) ${EVENT} }`,
      variables: (w) => ({ i: { companyId: w.ownCompanyId, ...form('Investor day') } }),
      onForeign: (w) => ({ i: { companyId: w.foreignCompanyId, ...form('Investor day') } }),
      destructive: true,
      expected: { ...eventEditors, foreign: 'FORBIDDEN' },
    },
    'Mutation.updateCompanyEvent': {
      document: `mutation($i: UpdateCompanyEventInput!) { updateCompanyEvent(updateCompanyEventInput: $i) ${EVENT} }`,
      variables: (w) => ({ i: { eventId: w.own.eventId, ...form('AGM (moved)') } }),
      onForeign: (w) => ({ i: { eventId: w.foreign.eventId, ...form('AGM (moved)') } }),
      expected: editorsOfOwn,
    },
    'Mutation.deleteCompanyEvent': {
      document: `mutation($i: EventInput!) { deleteCompanyEvent(eventInput: $i) ${EVENT} }`,
      variables: (w) => ({ i: { eventId: w.own.eventId } }),
      onForeign: (w) => ({ i: { eventId: w.foreign.eventId } }),
      destructive: true,
      expected: editorsOfOwn,
    },
    'Mutation.createCalendarFeed': {
      document: `mutation { createCalendarFeed ${FEED} }`,
      destructive: true,
      expected: feedAdmins,
    },
    'Mutation.revokeCalendarFeed': {
      document: `mutation { revokeCalendarFeed ${FEED} }`,
      destructive: true,
      expected: feedAdmins,
    },
  },
};

interface Route {
  request: (world: World) => InjectOptions;
  expected: Record<Caller, Outcome>;
}

/** Callers bound to a company who may see the calendar, finding nothing of another company's. */
const notFoundForOurViewers: Record<Caller, Outcome> = {
  ...pageViewers,
  viewer: 'NOT_FOUND',
  member: 'NOT_FOUND',
  admin: 'NOT_FOUND',
  customFull: 'NOT_FOUND',
};

/**
 * The calendar files' routes, for the HTTP matrix: an event's download with the calendar's view
 * access, in the caller's company only; the feed by its token alone (calendar programs send no
 * session), where a revoked or made-up token is not found for anyone.
 */
export const eventRoutes: Record<string, Route[]> = {
  'GET /calendar/events/:file': [
    {
      request: (w) => ({ method: 'GET', url: `/calendar/events/${w.own.eventId}.ics` }),
      expected: viewersOfOwn,
    },
    {
      request: (w) => ({ method: 'GET', url: `/calendar/events/${w.foreign.eventId}.ics` }),
      expected: notFoundForOurViewers,
    },
  ],
  'GET /calendar/feeds/:file': [
    {
      request: (w) => ({ method: 'GET', url: `/calendar/feeds/${w.own.feedToken}.ics` }),
      expected: everyone('ok'),
    },
    {
      request: (w) => ({ method: 'GET', url: `/calendar/feeds/${w.own.revokedFeedToken}.ics` }),
      expected: everyone('NOT_FOUND'),
    },
    {
      request: () => ({
        method: 'GET',
        url: `/calendar/feeds/${randomBytes(32).toString('base64url')}.ics`,
      }),
      expected: everyone('NOT_FOUND'),
    },
  ],
};
