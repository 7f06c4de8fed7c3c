import type { Db } from '../../db/client';
import * as repo from './repo';
import type { IcsEvent } from './ics';

/** What the investor page shows of an event: what its calendar file carries, no attendees or attachments. */
export type PublicEvent = IcsEvent;

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
