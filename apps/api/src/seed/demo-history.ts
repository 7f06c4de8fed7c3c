// Demo Resources' last six months, drawn from demo-history-data.ts with a seeded generator so every
// database gets the same story, dated back from the seed's own "now" so the charts stay meaningful
// on any day: questions by channel and category, busier after each announcement; answers from the
// three of the team that got quicker over the months; investors' ratings; announcements read in the
// days after they came out; the events held. Every table is written in one batch insert.
import { eq, sql } from 'drizzle-orm';
import type { EnquiryChannel, FollowerType } from '@quorum/shared';
import type { Db } from '../db/client';
import {
  announcementViews,
  announcements,
  companyEvents,
  companyMembers,
  enquiries,
  enquiryAssignees,
  enquiryCategories,
  enquiryCategoryAssignments,
  enquiryReads,
  enquiryReplies,
  investorCompanies,
  investors,
  users,
} from '../db/schema';
import { DAY_MS, DEMO_CATEGORIES, HOUR_MS } from './demo-board-data';
import type { CategoryKey } from './demo-board-data';
import {
  FOLLOW_UPS,
  HISTORY_ANNOUNCEMENTS,
  HISTORY_DAYS,
  HISTORY_EVENTS,
  HISTORY_GUESTS,
  HISTORY_INVESTORS,
  HISTORY_QUESTIONS,
  HISTORY_QUESTIONS_ASKED,
  HISTORY_SEED,
  HISTORY_TEAM,
} from './demo-history-data';
import type { HistoryQuestion } from './demo-history-data';

/** Mulberry32: a small, well-mixed 32-bit generator, enough for a demo's dice. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Random = ReturnType<typeof seededRandom>;

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** The channels' shares: most questions come through the app. */
const CHANNEL_SHARES: [EnquiryChannel, number][] = [
  ['app', 0.55],
  ['web_form', 0.2],
  ['investor_page', 0.15],
  ['email', 0.1],
];
/** The categories an announcement's questions are about. */
const ANNOUNCEMENT_TOPICS: CategoryKey[][] = [
  ['projects', 'capital'],
  ['capital'],
  ['capital', 'capital', 'register'],
  ['projects', 'capital'],
  ['capital', 'dividends', 'agm'],
  ['projects'],
];
/** Share of the questions in the week after an announcement that reply to it in the app. */
const ANNOUNCEMENT_REPLY_SHARE = 0.35;
const ARCHIVED_SHARE = 0.06;
const DRAFTED_SHARE = 0.3;
const RATED_SHARE = 0.6;
const FOLLOW_UP_SHARE = 0.2;

const emailOf = (first: string, last: string, domain: string) =>
  `${first}.${last}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');

interface Ids {
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

/**
 * How busy each day was (index: days ago): a steady trickle, quieter at weekends, and a wave after
 * each announcement that fades over about a week.
 */
function dayWeights(now: Date) {
  return Array.from({ length: HISTORY_DAYS }, (_, daysAgo) => {
    const weekday = new Date(now.getTime() - daysAgo * DAY_MS).getUTCDay();
    let weight = weekday === 0 || weekday === 6 ? 0.5 : 1;
    for (const a of HISTORY_ANNOUNCEMENTS)
      if (daysAgo <= a.daysAgo) weight += a.buzz * Math.exp(-(a.daysAgo - daysAgo) / 3);
    return weight;
  });
}

function drawDay(random: Random, cumulative: number[]) {
  const target = random() * cumulative.at(-1)!;
  return cumulative.findIndex((sum) => sum >= target);
}

/** The announcement published in the week before `daysAgo`, if any (its index). */
function recentAnnouncement(daysAgo: number) {
  return HISTORY_ANNOUNCEMENTS.findIndex((a) => a.daysAgo >= daysAgo && a.daysAgo - daysAgo < 7);
}

interface Refs {
  team: string[];
  investorIds: string[];
  announcementIds: string[];
  categoryIds: Record<CategoryKey, string>;
}

interface Drawn {
  askedAt: Date;
  channel: EnquiryChannel;
  investor: number | null;
  guest: [string, string] | null;
  announcement: number | null;
  asked: HistoryQuestion;
  responder: string;
  /** Hours to the first reply; the question is unanswered when that is still in the future. */
  firstReplyHours: number;
  archived: boolean;
  /** Unanswered: a reply is drafted but not sent yet. */
  drafted: boolean;
  rating: number | null;
  followUp: string | null;
}

/** The questions, their answers, ratings and follow-ups, drawn in order so the story is fixed. */
function drawQuestions(now: Date, random: Random, refs: Refs): Drawn[] {
  const cumulative: number[] = [];
  for (const weight of dayWeights(now)) cumulative.push((cumulative.at(-1) ?? 0) + weight);
  return Array.from({ length: HISTORY_QUESTIONS }, () => {
    const daysAgo = drawDay(random, cumulative);
    // Mostly in working hours, Perth time (UTC+8): 08:00 to 20:00.
    const askedAt = new Date(
      now.getTime() - daysAgo * DAY_MS - Math.floor(random() * 12 * HOUR_MS),
    );
    let roll = random();
    const channel = CHANNEL_SHARES.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'app';
    const recent = recentAnnouncement(daysAgo);
    const announcement =
      channel === 'app' && recent >= 0 && random() < ANNOUNCEMENT_REPLY_SHARE ? recent : null;
    const topics = recent >= 0 ? ANNOUNCEMENT_TOPICS[recent]! : null;
    const pool = topics
      ? HISTORY_QUESTIONS_ASKED.filter((q) => topics.includes(q.category))
      : HISTORY_QUESTIONS_ASKED;
    const asked = pick(random, pool);
    // The team got quicker: a median first reply of about a day six months ago, hours now.
    const median = 6 + (18 * daysAgo) / HISTORY_DAYS;
    const firstReplyHours = Math.max(0.5, median * Math.exp((random() - 0.5) * 2.4));
    const investor = channel === 'app' ? Math.floor(random() * refs.investorIds.length) : null;
    // Only app users rate an answer; a cross question or a slow answer rates lower.
    const base = 4.4 - (asked.tone === 'negative' ? 1.2 : 0) - (firstReplyHours > 36 ? 1 : 0);
    const rating =
      investor !== null && random() < RATED_SHARE
        ? Math.min(5, Math.max(1, Math.round(base + (random() - 0.5) * 2)))
        : null;
    const followUp =
      investor !== null && random() < FOLLOW_UP_SHARE
        ? pick(random, rating !== null && rating <= 2 ? FOLLOW_UPS.unhappy : FOLLOW_UPS.pleased)
        : null;
    return {
      askedAt,
      channel,
      investor,
      guest: investor === null ? pick(random, HISTORY_GUESTS) : null,
      announcement,
      asked,
      responder: pick(random, refs.team),
      firstReplyHours,
      archived: random() < ARCHIVED_SHARE,
      drafted: random() < DRAFTED_SHARE,
      rating,
      followUp,
    };
  });
}

async function seedQuestions(tx: Db, ids: Ids, random: Random, refs: Refs) {
  const { companyId, now } = ids;
  const drawn = drawQuestions(now, random, refs);
  const at = (d: Drawn, hours: number) => new Date(d.askedAt.getTime() + hours * HOUR_MS);
  const answeredBy = (d: Drawn) => at(d, d.firstReplyHours) <= now;
  // As sending a reply does (features/thread): the card moves to Resolved, sent and resolved at
  // once by the sender; a guest's conversation closes, an investor's stays open until they rate it.
  const rows = await tx
    .insert(enquiries)
    .values(
      drawn.map((d) => {
        const answered = answeredBy(d);
        const sentAt = answered ? at(d, d.firstReplyHours) : null;
        const archived = answered && d.archived;
        const followUpAt = answered && d.followUp ? at(d, d.firstReplyHours + 5) : null;
        return {
          companyId,
          investorId: d.investor === null ? null : refs.investorIds[d.investor]!,
          isGuest: d.guest !== null,
          guestFirstName: d.guest?.[0],
          guestLastName: d.guest?.[1],
          guestEmail: d.guest ? emailOf(d.guest[0], d.guest[1], 'example.com') : null,
          channel: d.channel,
          enquiryType:
            d.announcement === null ? ('question' as const) : ('announcement_reply' as const),
          announcementInfo:
            d.announcement === null
              ? null
              : {
                  announcementId: refs.announcementIds[d.announcement]!,
                  announcementTitle: HISTORY_ANNOUNCEMENTS[d.announcement]!.title,
                  attachment: null,
                  attachmentTitle: null,
                  pageNumber: null,
                },
          subject: d.asked.subject,
          question: d.asked.question,
          status: !answered
            ? ('outstanding' as const)
            : d.guest || d.rating !== null
              ? ('closed' as const)
              : ('open' as const),
          boardStatus: archived
            ? ('archived' as const)
            : answered
              ? ('resolved' as const)
              : d.drafted
                ? ('drafted' as const)
                : ('outstanding' as const),
          archivedFrom: archived ? ('resolved' as const) : null,
          archivedBy: archived ? d.responder : null,
          archivedAt: archived
            ? new Date(Math.min(at(d, d.firstReplyHours + 48).getTime(), now.getTime()))
            : null,
          resolvedBy: answered ? d.responder : null,
          resolvedAt: sentAt,
          respondedAt: sentAt,
          rating: answered ? d.rating : null,
          lastInvestorMessageAt: followUpAt && followUpAt <= now ? followUpAt : d.askedAt,
          createdAt: d.askedAt,
          updatedAt: d.askedAt,
        };
      }),
    )
    .returning({ id: enquiries.id });
  const enquiryIds = rows.map((row) => row.id);
  const answered = drawn.flatMap((d, n) => (answeredBy(d) ? [{ d, id: enquiryIds[n]! }] : []));
  const replies = answered.flatMap(({ d, id }) => {
    const sentAt = at(d, d.firstReplyHours);
    const teamReply = {
      companyId,
      enquiryId: id,
      fromQuorum: true,
      responderId: d.responder,
      investorId: null,
      content: d.asked.answer,
      rating: d.rating,
      sentAt,
      createdAt: sentAt,
      updatedAt: sentAt,
    };
    const followUpAt = at(d, d.firstReplyHours + 5);
    if (!d.followUp || followUpAt > now) return [teamReply];
    const followUp = {
      companyId,
      enquiryId: id,
      fromQuorum: false,
      responderId: null,
      investorId: refs.investorIds[d.investor!]!,
      content: d.followUp,
      rating: null,
      sentAt: followUpAt,
      createdAt: followUpAt,
      updatedAt: followUpAt,
    };
    return [teamReply, followUp];
  });
  if (replies.length) await tx.insert(enquiryReplies).values(replies);
  await tx.insert(enquiryCategoryAssignments).values(
    drawn.flatMap((d, n) =>
      // Most questions were tagged; a few were left untagged.
      random() < 0.88
        ? [{ companyId, enquiryId: enquiryIds[n]!, categoryId: refs.categoryIds[d.asked.category] }]
        : [],
    ),
  );
  // The team has read what it answered; the new questions are unread and some are assigned.
  if (answered.length)
    await tx
      .insert(enquiryReads)
      .values(
        answered.map(({ id }) => ({ companyId, userId: ids.userId, enquiryId: id, readAt: now })),
      );
  const waiting = drawn.flatMap((d, n) => (answeredBy(d) ? [] : [{ d, id: enquiryIds[n]! }]));
  const drafts = waiting.filter(({ d }) => d.drafted);
  if (drafts.length)
    await tx.insert(enquiryReplies).values(
      drafts.map(({ d, id }) => ({
        companyId,
        enquiryId: id,
        fromQuorum: true,
        responderId: d.responder,
        content: d.asked.answer,
        createdAt: now,
        updatedAt: now,
      })),
    );
  const assigned = waiting.filter((_, n) => n % 2 === 0);
  if (assigned.length)
    await tx.insert(enquiryAssignees).values(
      assigned.map(({ d, id }) => ({
        companyId,
        enquiryId: id,
        userId: d.responder,
        assignedBy: ids.userId,
      })),
    );
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
