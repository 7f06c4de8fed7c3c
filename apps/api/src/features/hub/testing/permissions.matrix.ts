import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, investorHubs } from '../../../db/schema';
import type { Caller, FeatureMatrix, Outcome, World } from '../../../testing/matrix';
import { everyone, pageEditors, pageViewers } from '../../../testing/matrix';

const HUB = '{ enabled asxCode link }';

// The switch follows the Integrations page (its area, Premium); the page itself is public.
export const hubMatrix: FeatureMatrix = {
  // Both companies' pages are on, so the routes below are past the switch.
  seed: async (db, company) => {
    await db
      .insert(investorHubs)
      .values({ companyId: company.id, enabled: true })
      .onConflictDoNothing();
    const [row] = await db
      .select({ asxCode: companies.asxCode })
      .from(companies)
      .where(eq(companies.id, company.id));
    return { hubAsxCode: row!.asxCode };
  },
  operations: {
    'Query.getInvestorHub': { document: `{ getInvestorHub ${HUB} }`, expected: pageViewers },
    'Mutation.updateInvestorHub': {
      document: `mutation($on: Boolean!) { updateInvestorHub(enabled: $on) ${HUB} }`,
      variables: () => ({ on: true }),
      expected: pageEditors,
    },
  },
};

interface Route {
  request: (world: World) => InjectOptions;
  expected: Record<Caller, Outcome>;
}

const json = { accept: 'application/json' };

/**
 * The investor page's routes, for the HTTP matrix: open to anyone (no staff session decides), for
 * the company whose code the address names; another company's announcement or poll under that code
 * is not found, as is a code with no page.
 */
export const hubRoutes: Record<string, Route[]> = {
  'GET /hub-assets/hub.js': [
    { request: () => ({ method: 'GET', url: '/hub-assets/hub.js' }), expected: everyone('ok') },
  ],
  'GET /hub/:asxCode': [
    {
      request: (w) => ({ method: 'GET', url: `/hub/${w.own.hubAsxCode}` }),
      expected: everyone('ok'),
    },
    { request: () => ({ method: 'GET', url: '/hub/QQQZZ9' }), expected: everyone('NOT_FOUND') },
  ],
  'GET /hub/:asxCode/announcements/:announcementId': [
    {
      request: (w) => ({
        method: 'GET',
        url: `/hub/${w.own.hubAsxCode}/announcements/${w.own.announcementId}`,
      }),
      expected: everyone('ok'),
    },
    {
      request: (w) => ({
        method: 'GET',
        url: `/hub/${w.own.hubAsxCode}/announcements/${w.foreign.announcementId}`,
      }),
      expected: everyone('NOT_FOUND'),
    },
    {
      request: (w) => ({
        method: 'GET',
        url: `/hub/${w.own.hubAsxCode}/announcements/${w.own.draftAnnouncementId}`,
      }),
      expected: everyone('NOT_FOUND'),
    },
  ],
  'GET /hub/:asxCode/events/:eventFile': [
    {
      request: (w) => ({
        method: 'GET',
        url: `/hub/${w.own.hubAsxCode}/events/${w.own.eventId}.ics`,
      }),
      expected: everyone('ok'),
    },
    {
      request: (w) => ({
        method: 'GET',
        url: `/hub/${w.own.hubAsxCode}/events/${w.foreign.eventId}.ics`,
      }),
      expected: everyone('NOT_FOUND'),
    },
  ],
  'POST /hub/:asxCode/questions': [
    {
      request: (w) => ({
        method: 'POST',
        url: `/hub/${w.own.hubAsxCode}/questions`,
        headers: json,
        payload: {
          firstName: 'Ada',
          email: 'ada.hub-matrix@example.com',
          question: 'When is the AGM?',
          announcementId: w.own.announcementId,
        },
      }),
      expected: everyone('ok'),
    },
    {
      request: () => ({
        method: 'POST',
        url: '/hub/QQQZZ9/questions',
        headers: json,
        payload: { firstName: 'Ada', email: 'ada@example.com', question: 'Anyone?' },
      }),
      expected: everyone('NOT_FOUND'),
    },
  ],
  'POST /hub/:asxCode/polls/:announcementId/votes': [
    {
      // The first caller's ballot counts; the same person's next ones are refused (409).
      request: (w) => ({
        method: 'POST',
        url: `/hub/${w.own.hubAsxCode}/polls/${w.own.announcementId}/votes`,
        headers: json,
        payload: {
          optionIds: [w.own.pollOptionId],
          firstName: 'Ada',
          lastName: 'Investor',
          email: 'ada.hub-matrix@example.com',
        },
      }),
      expected: everyone('ok'),
    },
    {
      request: (w) => ({
        method: 'POST',
        url: `/hub/${w.own.hubAsxCode}/polls/${w.foreign.announcementId}/votes`,
        headers: json,
        payload: {
          optionIds: [w.foreign.pollOptionId],
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.com',
        },
      }),
      expected: everyone('NOT_FOUND'),
    },
  ],
};
