import type { Db } from '../../db/client';
import * as repo from './repo';
import type { CompanyEventRow } from './repo';

/** What the investor page shows of an event: no attendees, no attachments. */
export type PublicEvent = Pick<
  CompanyEventRow,
  | 'id'
  | 'title'
  | 'description'
  | 'location'
  | 'onlineUrl'
  | 'startsAt'
  | 'endsAt'
  | 'timeZone'
  | 'allDay'
  | 'sequence'
  | 'deleted'
  | 'createdAt'
  | 'updatedAt'
>;

/** The investor page lists this many upcoming events. */
const PUBLIC_EVENTS = 20;

/** The company's events not yet over at `now`, soonest first, each with its zone. */
export async function listPublicEvents(
  db: Db,
  companyId: string,
  now: Date,
): Promise<PublicEvent[]> {
  const rows = await repo.listUpcoming(db, companyId, now, PUBLIC_EVENTS);
  return rows.map(
    ({
      attendeeIds: _a,
      attachments: _f,
      allTeam: _t,
      createdBy: _c,
      companyId: _co,
      deletedAt: _d,
      ...event
    }) => event,
  );
}
