import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETED_ANNOUNCEMENT_RETENTION_DAYS } from '@quorum/shared';
import { announcements } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { storageFrom } from '../../lib/storage';
import { useTestApp } from '../../testing/test-app';
import { purgeDeletedAnnouncements } from './purge.job';
import {
  SOFT_DELETE,
  agmPoll,
  announcementsKit,
  quarterly,
} from './testing/announcements-test-kit';
import type { Team } from './testing/announcements-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const { makeTeam, storeFile, fileKept, stored, made } = announcementsKit(t);
const DAY_MS = 24 * 60 * 60 * 1000;
const silent = { warn: () => undefined };

let team: Team;
beforeAll(async () => {
  team = await makeTeam();
});

/** An announcement moved to Deleted this many days ago. */
async function deletedDaysAgo(days: number, input: Record<string, unknown> = quarterly) {
  const announcement = await made(team.admin, input);
  await gql(t.app, SOFT_DELETE, { id: announcement._id }, team.admin);
  await t.database.db
    .update(announcements)
    .set({ deletedAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(announcements.id, announcement._id));
  return announcement._id;
}

const purge = () =>
  purgeDeletedAnnouncements({ db: t.database.db, storage: storageFrom(t.config), log: silent });

describe('the purge of announcements in Deleted', () => {
  it(`deletes those in Deleted for more than ${DELETED_ANNOUNCEMENT_RETENTION_DAYS} days, with their polls and files`, async () => {
    const pdf = await storeFile(team, { contentType: 'application/pdf', name: 'old.pdf' });
    await deletedDaysAgo(61, { ...quarterly, attachment: pdf, poll: agmPoll() });
    const recent = await deletedDaysAgo(59);
    const live = (await made(team.admin, { title: 'Still here' }))._id;

    expect(await purge()).toBeGreaterThanOrEqual(1);
    expect((await stored(team.companyId)).map((row) => row.id).sort()).toEqual(
      [recent, live].sort(),
    );
    expect(await fileKept(pdf)).toEqual({ row: false, bytes: false });
    expect(await purge()).toBe(0);
  });

  it('works through a backlog larger than one batch', async () => {
    const other = await makeTeam();
    const rows = Array.from({ length: 450 }, (_, n) => ({
      companyId: other.companyId,
      title: `Old ${n}`,
      deletedAt: new Date(Date.now() - 90 * DAY_MS),
    }));
    await t.database.db.insert(announcements).values(rows);
    expect(await purge()).toBe(450);
    expect(await stored(other.companyId)).toEqual([]);
  });
});
