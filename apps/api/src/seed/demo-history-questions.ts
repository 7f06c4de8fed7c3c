// The six months' questions (see demo-history.ts): drawn day by day, busier after each
// announcement, with their answers, ratings and follow-ups, then written in batch inserts.
import type { EnquiryChannel } from '@quorum/shared';
import type { Db } from '../db/client';
import {
  enquiries,
  enquiryAssignees,
  enquiryCategoryAssignments,
  enquiryReads,
  enquiryReplies,
} from '../db/schema';
import { DAY_MS, HOUR_MS } from './demo-board-data';
import type { CategoryKey } from './demo-board-data';
import {
  HISTORY_ANNOUNCEMENTS,
  HISTORY_DAYS,
  HISTORY_GUESTS,
  HISTORY_QUESTIONS,
} from './demo-history-data';
import { FOLLOW_UPS, HISTORY_QUESTIONS_ASKED } from './demo-history-questions-data';
import type { HistoryQuestion } from './demo-history-questions-data';
import { pick } from './seeded-random';
import type { Random } from './seeded-random';
import type { Ids } from './demo-history';

/** A demo person's address, from their name. */
export const emailOf = (first: string, last: string, domain: string) =>
  `${first}.${last}@${domain}`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');

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

export interface Refs {
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

export async function seedQuestions(tx: Db, ids: Ids, random: Random, refs: Refs) {
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
