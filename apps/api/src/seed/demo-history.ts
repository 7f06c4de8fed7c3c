// Demo Resources' last six months, drawn from demo-history-data.ts with a seeded generator so every
// database gets the same story, dated back from the seed's own "now" so the charts stay meaningful
// on any day: questions by channel and category, busier after each announcement; answers from the
// three of the team that got quicker over the months; investors' ratings; announcements read in the
// days after they came out; the events held. Every table is written in one batch insert.
import { eq, sql } from 'drizzle-orm';
import type { FollowerType } from '@quorum/shared';
import type { Db } from '../db/client';
import {
  announcementViews,
  announcements,
  companyEvents,
  companyMembers,
  enquiryCategories,
  investorCompanies,
  investors,
  users,
} from '../db/schema';
import { DAY_MS, DEMO_CATEGORIES, HOUR_MS } from './demo-board-data';
import type { CategoryKey } from './demo-board-data';
import {
  HISTORY_ANNOUNCEMENTS,
  HISTORY_DAYS,
  HISTORY_EVENTS,
  HISTORY_INVESTORS,
  HISTORY_SEED,
  HISTORY_TEAM,
} from './demo-history-data';
import { emailOf, seedQuestions } from './demo-history-questions';
import { seededRandom } from './seeded-random';
import type { Random } from './seeded-random';

export interface Ids {
  companyId: string;
  userId: string;
  now: Date;
}

/** Seeds the six months in the seed's transaction, after the board (it reads its categories). */
export async function seedDemoHistory(tx: Db, ids: Ids) {
  const random = seededRandom(HISTORY_SEED);
  const team = [ids.userId, ...(await seedTeam(tx, ids))];
  const investorIds = await seedInvestors(tx, ids, random);
  const announcementIds = await seedAnnouncements(tx, ids);
  const categoryIds = await categoriesOf(tx, ids.companyId);
  await seedQuestions(tx, ids, random, { team, investorIds, announcementIds, categoryIds });
  await seedViews(tx, ids.now, random, announcementIds, investorIds);
  await seedPastEvents(tx, ids);
}

async function seedTeam(tx: Db, { companyId, now }: Ids) {
  const rows = await tx
    .insert(users)
    .values(
      HISTORY_TEAM.map((person) => ({
        ...person,
        acceptedTAndC: true,
        verifiedAt: new Date(now.getTime() - (HISTORY_DAYS + 30) * DAY_MS),
      })),
    )
    // One demo database seeded twice over (the tests) finds them there already.
    .onConflictDoUpdate({ target: users.email, set: { firstName: sql`excluded.first_name` } })
    .returning({ id: users.id });
  await tx.insert(companyMembers).values(
    rows.map((row, n) => ({
      companyId,
      userId: row.id,
      role: 'member' as const,
      jobTitleInCompany: HISTORY_TEAM[n]!.jobTitle,
    })),
  );
  return rows.map((row) => row.id);
}

async function seedInvestors(tx: Db, { companyId, now }: Ids, random: Random) {
  const rows = await tx
    .insert(investors)
    .values(
      HISTORY_INVESTORS.map(([firstName, lastName]) => ({
        firstName,
        lastName,
        email: emailOf(firstName, lastName, 'investors.example.com'),
      })),
    )
    // Investors are app users, not the company's: one already known is reused.
    .onConflictDoUpdate({ target: investors.email, set: { firstName: sql`excluded.first_name` } })
    .returning({ id: investors.id });
  const ids = rows.map((row) => row.id);
  await tx.insert(investorCompanies).values(
    ids.map((investorId) => ({
      investorId,
      companyId,
      investorType: (random() < 0.55 ? 'invested' : 'interested') as FollowerType,
      // Followers joined over the last year and a bit, so the audience grew through the period.
      createdAt: new Date(now.getTime() - Math.floor(random() * 400 + 20) * DAY_MS),
    })),
  );
  return ids;
}

async function seedAnnouncements(tx: Db, { companyId, userId, now }: Ids) {
  const rows = await tx
    .insert(announcements)
    .values(
      HISTORY_ANNOUNCEMENTS.map((demo) => {
        const at = new Date(now.getTime() - demo.daysAgo * DAY_MS);
        return {
          companyId,
          createdBy: userId,
          title: demo.title,
          body: demo.body,
          status: 'published' as const,
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: announcements.id });
  return rows.map((row) => row.id);
}

async function categoriesOf(tx: Db, companyId: string) {
  const rows = await tx
    .select({ id: enquiryCategories.id, name: enquiryCategories.name })
    .from(enquiryCategories)
    .where(eq(enquiryCategories.companyId, companyId));
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return Object.fromEntries(
    Object.entries(DEMO_CATEGORIES).map(([key, c]) => [key, byName.get(c.name)!]),
  ) as Record<CategoryKey, string>;
}

/** Each announcement read by investors and other visitors, most in its first days. */
async function seedViews(
  tx: Db,
  now: Date,
  random: Random,
  announcementIds: string[],
  investorIds: string[],
) {
  for (const [n, demo] of HISTORY_ANNOUNCEMENTS.entries()) {
    const published = now.getTime() - demo.daysAgo * DAY_MS;
    const views = Array.from({ length: demo.readers }, (_, reader) => {
      const first = published + -Math.log(1 - random() * 0.98) * 2.5 * DAY_MS;
      const again = random() < 0.3;
      const investorId =
        reader < investorIds.length && random() < 0.6 ? investorIds[reader]! : null;
      return {
        announcementId: announcementIds[n]!,
        viewerKey: investorId ? `demo:investor:${investorId}` : `demo:browser:${n}:${reader}`,
        investorId,
        views: again ? 2 + Math.floor(random() * 3) : 1,
        firstViewedAt: new Date(Math.min(first, now.getTime())),
        lastViewedAt: new Date(
          Math.min(first + (again ? random() * 10 * DAY_MS : 0), now.getTime()),
        ),
      };
    });
    await tx.insert(announcementViews).values(views);
    await tx
      .update(announcements)
      .set({
        totalViews: views.reduce((sum, view) => sum + view.views, 0),
        uniqueViewers: views.length,
      })
      .where(eq(announcements.id, announcementIds[n]!));
  }
}

async function seedPastEvents(tx: Db, { companyId, userId, now }: Ids) {
  await tx.insert(companyEvents).values(
    HISTORY_EVENTS.map((demo) => {
      // The hours are Perth's (UTC+8, no daylight saving): the day's UTC midnight less 8 hours.
      const day = new Date(now.getTime() - demo.daysAgo * DAY_MS);
      day.setUTCHours(0, 0, 0, 0);
      return {
        companyId,
        createdBy: userId,
        title: demo.title,
        description: demo.description,
        onlineUrl: 'https://meet.example.com/demo-resources-webinar',
        startsAt: new Date(day.getTime() + (demo.hours[0] - 8) * HOUR_MS),
        endsAt: new Date(day.getTime() + (demo.hours[1] - 8) * HOUR_MS),
        timeZone: 'Australia/Perth',
      };
    }),
  );
}
