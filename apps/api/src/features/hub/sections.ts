// The page's parts that other features make: upcoming events (with their calendar files) and the
// FAQ, each through that feature's index.ts.
import type { FastifyInstance } from 'fastify';
import { hubMessages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { eventIcs, icsFileName, listPublicEvents } from '../events';
import { listPublicFaq } from '../faq';
import type { HubEvent, HubFaqCategory } from './render/pages';
import { findPublicHub } from './service';

/** The company's events not yet over, soonest first, each in its own zone. */
export async function loadEvents(deps: Deps, companyId: string): Promise<HubEvent[]> {
  const events = await listPublicEvents(deps.db, companyId, new Date());
  return events.map((event) => ({
    id: event.id,
    title: event.title,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    allDay: event.allDay,
    location: event.location ?? event.onlineUrl,
    description: event.description,
  }));
}

/** The company's FAQ, categories and questions in their order; empty categories left out. */
export async function loadFaq(deps: Deps, companyId: string): Promise<HubFaqCategory[]> {
  const categories = await listPublicFaq(deps.db, companyId);
  return categories
    .filter((category) => category.faqs.length > 0)
    .map((category) => ({
      categoryName: category.categoryName,
      faqs: category.faqs.map(({ question, answer }) => ({ question, answer })),
    }));
}

const ICS_FILE = /^([0-9a-f-]{36})\.ics$/i;

/** `/hub/:asxCode/events/:eventId.ics`: add to calendar, the events feature's file of one event. */
export function registerEventFiles(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { asxCode: string; eventFile: string } }>(
    '/hub/:asxCode/events/:eventFile',
    async (request, reply) => {
      const hub = await findPublicHub(deps, request.params.asxCode);
      const eventId = ICS_FILE.exec(request.params.eventFile)?.[1]?.toLowerCase();
      const event =
        hub && eventId
          ? (await listPublicEvents(deps.db, hub.companyId, new Date())).find(
              (upcoming) => upcoming.id === eventId,
            )
          : undefined;
      if (!event)
        return reply.status(404).send({ code: 'NOT_FOUND', message: hubMessages.eventNotFound });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(event.title)}"`)
        .header('cache-control', 'no-cache')
        .send(eventIcs(event));
    },
  );
}
