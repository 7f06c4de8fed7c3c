// Announcements read as the API shows them: the rows with their counts, authors and polls, in a
// few queries for a whole page.
import type { Deps } from '../../deps';
import { notFound } from '../../core/errors';
import { findPeople } from '../../core/people';
import { messages } from '@quorum/shared';
import * as pollRepo from './poll-repo';
import { announcementView } from './presenters';
import * as repo from './repo';
import type { CountedRow } from './repo';
import type { AnnouncementView } from './types';

export async function loadViews(
  deps: Deps,
  companyId: string,
  rows: readonly CountedRow[],
): Promise<AnnouncementView[]> {
  if (rows.length === 0) return [];
  const authorIds = rows.flatMap((row) => (row.createdBy ? [row.createdBy] : []));
  const [polls, people, investors] = await Promise.all([
    pollRepo.findPolls(deps.db, companyId, rows),
    findPeople(deps.db, authorIds),
    repo.countInvestors(deps.db, companyId),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) =>
    announcementView(deps, row, {
      investors,
      author: row.createdBy ? byId.get(row.createdBy) : undefined,
      poll: polls.get(row.id),
    }),
  );
}

/** One of the company's announcements as the API shows it, or NOT_FOUND. */
export async function loadView(deps: Deps, companyId: string, announcementId: string) {
  const row = await repo.findCounted(deps.db, companyId, announcementId);
  if (!row) throw notFound(messages.announcements.notFound);
  const [view] = await loadViews(deps, companyId, [row]);
  return view!;
}
