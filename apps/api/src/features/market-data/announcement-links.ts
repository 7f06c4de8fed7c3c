// The board's mark on a question that followed a price-sensitive ASX announcement (issue 19): the
// card's `priceSensitiveAnnouncement`, read for every card of a request in one statement.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { TurnBatch } from '../../lib/turn-batch';

export interface LinkedAnnouncement {
  announcementId: string;
  title: string;
  releasedAt: Date;
}

interface Ask {
  companyId: string;
  enquiryId: string;
}

async function readLinks(db: Db, asks: Ask[]): Promise<(LinkedAnnouncement | null)[]> {
  const rows = rowsOf<{
    enquiry_id: string;
    id: string;
    title: string;
    released_at: string | Date;
  }>(
    await db.execute(sql`
      select l.enquiry_id, a.id, a.title, a.released_at
      from enquiry_announcement_links l
      join announcements a on a.id = l.announcement_id and a.company_id = l.company_id
      where (l.company_id, l.enquiry_id) in (
        select * from unnest(${sql.param(asks.map((a) => a.companyId))}::uuid[],
          ${sql.param(asks.map((a) => a.enquiryId))}::uuid[]))
        and a.deleted_at is null`),
  );
  const byEnquiry = new Map(rows.map((row) => [row.enquiry_id, row]));
  return asks.map((ask) => {
    const row = byEnquiry.get(ask.enquiryId);
    return row
      ? { announcementId: row.id, title: row.title, releasedAt: new Date(row.released_at) }
      : null;
  });
}

const loaders = new WeakMap<Db, TurnBatch<Ask, LinkedAnnouncement | null>>();

export function linkedAnnouncement(db: Db, ask: Ask): Promise<LinkedAnnouncement | null> {
  let loader = loaders.get(db);
  if (!loader) {
    loader = new TurnBatch((asks) => readLinks(db, asks), 200);
    loaders.set(db, loader);
  }
  return loader.load(ask);
}
