// The investor page's reads and votes (features/hub uses them through index.ts): the company's
// published announcements and open polls, one announcement or one vote only under its own company.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { validate as isUuid } from 'uuid';
import type { Deps } from '../../deps';
import { announcements, polls } from '../../db/schema';
import { readAnnouncement, vote } from './audience';
import type { PublicRead } from './audience';
import * as pollRepo from './poll-repo';
import { publicAnnouncement } from './presenters';
import * as repo from './repo';
import type { RequestClient } from '../../lib/request-client';

export type PublicAnnouncement = ReturnType<typeof publicAnnouncement>;

const published = (companyId: string) =>
  and(
    eq(announcements.companyId, companyId),
    eq(announcements.status, 'published'),
    isNull(announcements.deletedAt),
  );

/**
 * One page of the company's published announcements not in Deleted, pinned first then the newest
 * published, with their polls; one more than asked tells whether a further page exists.
 */
export async function listPublishedAnnouncements(
  deps: Deps,
  companyId: string,
  window: { limit: number; offset: number },
): Promise<{ items: PublicAnnouncement[]; more: boolean }> {
  const rows = await deps.db
    .select()
    .from(announcements)
    .where(published(companyId))
    .orderBy(desc(announcements.isPinned), desc(announcements.publishedAt), desc(announcements.id))
    .limit(window.limit + 1)
    .offset(window.offset);
  const shown = rows.slice(0, window.limit);
  const pollsOf = await pollRepo.findPolls(deps.db, companyId, shown);
  const now = new Date();
  return {
    items: shown.map((row) => publicAnnouncement(deps, row, pollsOf.get(row.id), now)),
    more: rows.length > window.limit,
  };
}

/** The company's published announcements whose poll is still open, the soonest to close first. */
export async function listOpenPolls(
  deps: Deps,
  companyId: string,
  limit: number,
): Promise<PublicAnnouncement[]> {
  const now = new Date();
  const rows = await deps.db
    .select({ announcement: announcements })
    .from(announcements)
    .innerJoin(polls, eq(polls.announcementId, announcements.id))
    .where(and(published(companyId), eq(polls.companyId, companyId), gt(polls.endsAt, now)))
    .orderBy(polls.endsAt)
    .limit(limit);
  const owners = rows.map((row) => row.announcement);
  const pollsOf = await pollRepo.findPolls(deps.db, companyId, owners);
  return owners.map((row) => publicAnnouncement(deps, row, pollsOf.get(row.id), now));
}

/** Whether this id is a published announcement of this company, not in Deleted. */
async function isCompanys(deps: Deps, companyId: string, announcementId: string) {
  if (!isUuid(announcementId)) return false;
  const row = await repo.findPublished(deps.db, announcementId);
  return row?.companyId === companyId;
}

/**
 * The company's published announcement as the investor page shows it, counting the view (as
 * GET /public/announcements/:id does); undefined for another company's, a draft, one in Deleted.
 */
export async function readCompanyAnnouncement(
  deps: Deps,
  companyId: string,
  read: PublicRead,
): Promise<PublicAnnouncement | undefined> {
  if (!(await isCompanys(deps, companyId, read.announcementId))) return undefined;
  return readAnnouncement(deps, read);
}

/**
 * A vote in the poll of the company's published announcement, by the same rules as
 * POST /public/polls/:id/votes (one ballot a person, none after the end); undefined when the
 * announcement is not the company's.
 */
export async function voteInCompanyPoll(
  deps: Deps,
  companyId: string,
  request: { announcementId: string; body: unknown; client: RequestClient },
): Promise<Awaited<ReturnType<typeof vote>> | undefined> {
  if (!(await isCompanys(deps, companyId, request.announcementId))) return undefined;
  return vote(deps, request);
}
