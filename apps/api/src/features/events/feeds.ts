// The company's subscribable calendar feed (issue 15): `GET /calendar/feeds/<token>.ics`, which
// Google Calendar and Outlook poll. The token is 256 random bits and only its SHA-256 is stored, so
// the address is shown once, when made; making a new one revokes the old (rotation), and a revoked,
// unknown or malformed token is not found. Admins make and revoke it.
import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { recordChange } from '../../core/audit';
import { findCompanyName } from '../../core/company-names';
import { notFound } from '../../core/errors';
import { requireFlag } from '../../core/flags';
import type { Member } from '../../core/identity/viewer';
import { feedIcs } from './ics';
import * as repo from './repo';

const text = messages.events;
/** The feed tells of events that ended up to a year ago, and of every later one. */
const FEED_HISTORY_MS = 365 * 86_400_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const feedPath = (token: string) => `/calendar/feeds/${token}.ics`;

export interface CalendarFeedView {
  active: boolean;
  createdAt: Date | null;
  /** The address, only in the answer that made it. */
  url: string | null;
}

const subject = (member: Member) => ({
  type: 'company' as const,
  id: member.companyId,
  label: 'Calendar feed',
});

export async function getCalendarFeed(deps: Deps, member: Member): Promise<CalendarFeedView> {
  requireFlag(member, 'hasAdministrativeControl');
  const feed = await repo.findLiveFeed(deps.db, member.companyId);
  return { active: Boolean(feed), createdAt: feed?.createdAt ?? null, url: null };
}

/** Makes the company's feed address, revoking the one before it if any. */
export async function createCalendarFeed(deps: Deps, member: Member): Promise<CalendarFeedView> {
  requireFlag(member, 'hasAdministrativeControl');
  const token = randomBytes(32).toString('base64url');
  return deps.db.transaction(async (tx) => {
    const previous = await repo.revokeLiveFeed(tx, member.companyId);
    const feed = await repo.insertFeed(tx, member.companyId, member.user.id, hashOf(token));
    await recordChange(tx, member, {
      area: 'calendar',
      action: previous ? 'calendar-feed.rotated' : 'calendar-feed.created',
      subject: subject(member),
    });
    return {
      active: true,
      createdAt: feed.createdAt,
      url: `${deps.config.appUrl}${feedPath(token)}`,
    };
  });
}

export async function revokeCalendarFeed(deps: Deps, member: Member): Promise<CalendarFeedView> {
  requireFlag(member, 'hasAdministrativeControl');
  return deps.db.transaction(async (tx) => {
    const revoked = await repo.revokeLiveFeed(tx, member.companyId);
    if (!revoked) throw notFound(text.feedNotFound);
    await recordChange(tx, member, {
      area: 'calendar',
      action: 'calendar-feed.revoked',
      subject: subject(member),
    });
    return { active: false, createdAt: null, url: null };
  });
}

/** The feed's calendar file for a token; not found for a revoked, unknown or malformed one. */
export async function readFeed(deps: Deps, token: string, now = new Date()) {
  if (!TOKEN.test(token)) throw notFound(text.feedNotFound);
  const feed = await repo.findLiveFeedByHash(deps.db, hashOf(token));
  if (!feed) throw notFound(text.feedNotFound);
  const [name, events] = await Promise.all([
    findCompanyName(deps.db, feed.companyId, 'public'),
    repo.listForFeed(deps.db, feed.companyId, new Date(now.getTime() - FEED_HISTORY_MS)),
  ]);
  return feedIcs(name ?? 'Company', events);
}
