// Announcements live (as the board's topic): each committed change is announced on the company's
// topic, so open lists and pages refetch; each vote sends its poll's new counts on the poll's own
// topic, so the staff watching it see the results move. Through Redis when REDIS_URL is set.
import { messages } from '@quorum/shared';
import type { SubscriptionContext } from '../../graphql/context';
import type { Events } from '../../core/events';
import { badInput } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import type { AnnouncementUpdate, PollView } from './types';

/** A change as it crosses Redis: plain JSON, so times are ISO strings. */
export type AnnouncementUpdateEvent = Omit<AnnouncementUpdate, 'at'> & { at: string };
export type PollResultsEvent = Omit<PollView, 'startsAt' | 'endsAt'> & {
  startsAt: string;
  endsAt: string;
};

export const announcementsTopic = (companyId: string) => `announcements:${companyId}`;
/** The company is in the name: a member hears only polls of their own company. */
export const pollResultsTopic = (companyId: string, announcementId: string) =>
  `poll-results:${companyId}:${announcementId}`;

/** Tells the company's open pages of a change; call it once the change is committed. */
export function announceAnnouncementUpdate(events: Events, update: Omit<AnnouncementUpdate, 'at'>) {
  const event: AnnouncementUpdateEvent = { ...update, at: new Date().toISOString() };
  return events.publish(announcementsTopic(update.companyId), event);
}

/** Sends a poll's counts to whoever watches its results; once the vote is committed. */
export function announcePollResults(events: Events, poll: PollView) {
  const event: PollResultsEvent = {
    ...poll,
    startsAt: poll.startsAt.toISOString(),
    endsAt: poll.endsAt.toISOString(),
  };
  return events.publish(pollResultsTopic(poll.companyId, poll.announcementId), event);
}

export function announcementUpdates(ctx: SubscriptionContext, member: Member) {
  return ctx.pubsub.subscribe<AnnouncementUpdateEvent>(announcementsTopic(member.companyId));
}

export function pollResults(ctx: SubscriptionContext, member: Member, announcementId: string) {
  return ctx.pubsub.subscribe<PollResultsEvent>(pollResultsTopic(member.companyId, announcementId));
}

/** Over HTTP there is no event: refused, as the board's subscription is. */
export function updateFromEvent(event: AnnouncementUpdateEvent | undefined): AnnouncementUpdate {
  if (typeof event?.companyId !== 'string') throw badInput(messages.announcements.websocketOnly);
  return { ...event, at: new Date(event.at) };
}

export function pollFromEvent(event: PollResultsEvent | undefined): PollView {
  if (typeof event?.companyId !== 'string') throw badInput(messages.announcements.websocketOnly);
  return { ...event, startsAt: new Date(event.startsAt), endsAt: new Date(event.endsAt) };
}
