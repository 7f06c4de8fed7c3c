// ASX announcements in (issue 19): each company's releases fetched from the provider and saved as
// draft announcements, ready to publish with one click; and the questions that arrive within 48
// hours after a published price-sensitive one linked to it, for the board to mark.
import { sql } from 'drizzle-orm';
import { MARKET_DATA, symbolOf } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { DAY_MS } from '../../lib/durations';
import { importRelease } from '../announcements';
import type { AfterCommit } from '../../core/domain-events';

/** How far back an import looks: a release missed while the server was down is still caught. */
const LOOK_BACK_MS = 2 * DAY_MS;
/** How often the job imports every company's releases. */
export const ANNOUNCEMENT_IMPORT_INTERVAL_MS = 5 * 60_000;

const WINDOW = sql.raw(`interval '${MARKET_DATA.priceSensitiveWindowHours} hours'`);

/** Imports the company's releases of the last two days that it does not hold yet; answers how many. */
export async function importCompanyReleases(
  deps: Deps,
  company: { id: string; asxCode: string },
): Promise<number> {
  const { feed, now } = deps.market;
  if (!feed.provider.offersAnnouncements) return 0;
  const symbol = symbolOf(company.asxCode);
  const releases = await feed.provider.announcements(
    symbol,
    new Date(now().getTime() - LOOK_BACK_MS),
  );
  let imported = 0;
  for (const release of releases) {
    const id = await importRelease(deps, {
      companyId: company.id,
      asxCode: company.asxCode,
      exchangeId: release.id,
      title: release.title,
      releasedAt: release.releasedAt,
      priceSensitive: release.priceSensitive,
      pdf: () => feed.provider.document(release),
    });
    if (id) imported += 1;
  }
  return imported;
}

/** The job: every company's releases, one company at a time; one's failure stops no other. */
export async function importAllReleases(deps: Deps): Promise<number> {
  if (!deps.market.feed.provider.offersAnnouncements) return 0;
  const companies = rowsOf<{ id: string; asx_code: string }>(
    await deps.db.execute(sql`select id, asx_code from companies order by id`),
  );
  let imported = 0;
  for (const company of companies)
    imported += await importCompanyReleases(deps, {
      id: company.id,
      asxCode: company.asx_code,
    }).catch((error: unknown) => {
      deps.log.warn({ err: error, companyId: company.id }, 'ASX announcements not imported');
      return 0;
    });
  return imported;
}

/**
 * Where the database's times fall on the market's clock: the replay's may run days away from the
 * real time (MARKET_REPLAY_START), and a question's arrival is placed on the announcements'
 * timeline by the same shift. Zero for a real provider.
 */
const shifted = (offsetMs: number) => sql.raw(`interval '${Math.round(offsetMs)} milliseconds'`);

/**
 * A question that arrived links to the company's latest published price-sensitive announcement
 * released in the 48 hours before it, if any.
 */
export async function linkArrivedQuestion(
  tx: Db,
  companyId: string,
  enquiryId: string,
  offsetMs = 0,
) {
  const arrived = sql`(e.created_at + ${shifted(offsetMs)})`;
  await tx.execute(sql`
    insert into enquiry_announcement_links (enquiry_id, company_id, announcement_id)
    select e.id, e.company_id, a.id
    from enquiries e
    join lateral (
      select a.id from announcements a
      where a.company_id = e.company_id and a.price_sensitive and a.status = 'published'
        and a.deleted_at is null and a.released_at <= ${arrived}
        and a.released_at > ${arrived} - ${WINDOW}
      order by a.released_at desc limit 1
    ) a on true
    where e.id = ${enquiryId} and e.company_id = ${companyId}
    on conflict (enquiry_id) do nothing`);
}

/**
 * A price-sensitive announcement published (often some hours after its release) links the
 * questions that arrived in the 48 hours after its release and link to nothing newer.
 */
export async function linkQuestionsAfter(
  tx: Db,
  companyId: string,
  announcementId: string,
  offsetMs = 0,
) {
  const arrived = sql`(e.created_at + ${shifted(offsetMs)})`;
  await tx.execute(sql`
    insert into enquiry_announcement_links (enquiry_id, company_id, announcement_id)
    select e.id, e.company_id, a.id
    from announcements a
    join enquiries e on e.company_id = a.company_id
      and ${arrived} >= a.released_at and ${arrived} < a.released_at + ${WINDOW}
    where a.id = ${announcementId} and a.company_id = ${companyId} and a.price_sensitive
    on conflict (enquiry_id) do update set announcement_id = excluded.announcement_id
      where (select released_at from announcements where id = enquiry_announcement_links.announcement_id)
        < (select released_at from announcements where id = excluded.announcement_id)`);
}

export function listenForAnnouncementLinks(deps: Deps) {
  const offset = () => deps.market.now().getTime() - Date.now();
  deps.domainEvents.on('question.received', async (tx, event): Promise<AfterCommit | void> => {
    await linkArrivedQuestion(tx, event.companyId, event.enquiryId, offset());
  });
  deps.domainEvents.on('announcement.published', async (tx, event): Promise<AfterCommit | void> => {
    await linkQuestionsAfter(tx, event.companyId, event.announcementId, offset());
  });
}
