// Rows into the API's shapes: an announcement with its counts, author and poll; a poll's shares
// and clock; the investor-facing answer of the public routes.
import type { Deps } from '../../deps';
import { personView } from '../../graphql/people';
import type { PersonView } from '../../graphql/people';
import type { AnnouncementRow, AnnouncementView, PollView } from './types';

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;

/** Two decimals, as the spec formats numbers (§9). */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** An option's share of the ballots, in percent; 0 before the first vote. */
export const shareOf = (voteCount: number, totalVotes: number) =>
  totalVotes === 0 ? 0 : twoDecimals((voteCount / totalVotes) * 100);

/** Seen by this many of the company's investors, in percent; null when it has none. */
export const seenPercentageOf = (investorViewers: number, investors: number) =>
  investors === 0 ? null : twoDecimals(Math.min(100, (investorViewers / investors) * 100));

/**
 * The spec's poll clock: the seconds left (0 once ended) and how long the poll runs from its
 * opening to its end, as whole days, hours and minutes.
 */
export function pollClock(poll: Pick<PollView, 'startsAt' | 'endsAt'>, now: Date) {
  const remainingSeconds = Math.max(0, Math.floor((poll.endsAt.getTime() - now.getTime()) / 1000));
  const runs = Math.max(
    0,
    Math.round((poll.endsAt.getTime() - poll.startsAt.getTime()) / 1000 / MINUTE_S) * MINUTE_S,
  );
  return {
    remainingSeconds,
    days: Math.floor(runs / DAY_S),
    hours: Math.floor((runs % DAY_S) / HOUR_S),
    minutes: Math.floor((runs % HOUR_S) / MINUTE_S),
  };
}

/** What is counted about an announcement besides its own columns. */
export interface AnnouncementCounts {
  questionsAsked: number;
  investorViewers: number;
}

export function announcementView(
  deps: Deps,
  row: AnnouncementRow & AnnouncementCounts,
  extras: { investors: number; author: PersonView | undefined; poll: PollView | undefined },
): AnnouncementView {
  const { investorViewers, ...announcement } = row;
  return {
    ...announcement,
    seenPercentage: seenPercentageOf(investorViewers, extras.investors),
    author: extras.author ? personView(deps, extras.author) : null,
    poll: extras.poll ?? null,
  };
}

/** A poll as an investor sees it: the results, never who voted. */
export function publicPoll(poll: PollView, now: Date) {
  return {
    title: poll.title,
    multipleChoice: poll.multipleChoice,
    endsAt: poll.endsAt.toISOString(),
    remainingPollTime: pollClock(poll, now).remainingSeconds,
    audienceType: poll.audienceType,
    totalVotes: poll.totalVotes,
    options: poll.options.map((option) => ({
      ...option,
      share: shareOf(option.voteCount, poll.totalVotes),
    })),
  };
}

/**
 * A published announcement as the investor-facing page shows it (issue 15): its words, the
 * attachment through signed addresses, and the poll's results. Nothing of the team's (author,
 * star, pin, counts) goes out.
 */
export function publicAnnouncement(
  deps: Deps,
  row: AnnouncementRow,
  poll: PollView | undefined,
  now: Date,
) {
  return {
    announcementId: row.id,
    companyId: row.companyId,
    announcementType: row.announcementType,
    title: row.title,
    body: row.body,
    publishedDate: row.publishedAt?.toISOString() ?? null,
    media: row.media,
    attachmentUrl: row.attachmentKey ? deps.fileUrls.url(row.attachmentKey) : null,
    attachmentName: row.attachmentName,
    attachmentType: row.attachmentType,
    attachmentSize: row.attachmentSize,
    attachmentDuration: row.attachmentDuration,
    attachmentTotalPages: row.attachmentTotalPages,
    attachmentThumbnailUrl: row.attachmentThumbnailKey
      ? deps.fileUrls.url(row.attachmentThumbnailKey)
      : null,
    fromAsx: row.fromAsx,
    asxCode: row.asxCode,
    priceSensitive: row.priceSensitive,
    releasedAt: row.releasedAt,
    poll: poll ? publicPoll(poll, now) : null,
  };
}
