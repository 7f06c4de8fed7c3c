// The live board (spec §4 "Live board updates use a subscription (boardUpdated)"): every change to
// a company's cards is announced on the company's topic once committed, and each open board
// refetches what changed. Through Redis when REDIS_URL is set, so every API process hears it.
import { messages } from '@quorum/shared';
import type { SubscriptionContext } from '../../graphql/context';
import type { Events } from '../../core/events';
import { badInput } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import type { BoardUpdate } from './types';

/** A board change as it crosses Redis: plain JSON, so the time is an ISO string. */
export type BoardUpdateEvent = Omit<BoardUpdate, 'at'> & { at: string };

export const boardTopic = (companyId: string) => `board:${companyId}`;

/** Announces a change to the company's open boards; call it after the change is committed. */
export function announceBoardUpdate(events: Events, update: Omit<BoardUpdate, 'at'>) {
  const event: BoardUpdateEvent = { ...update, at: new Date().toISOString() };
  return events.publish(boardTopic(update.companyId), event);
}

export function boardUpdates(ctx: SubscriptionContext, member: Member) {
  return ctx.pubsub.subscribe<BoardUpdateEvent>(boardTopic(member.companyId));
}

/** Over HTTP there is no event: refused, as the registry's lock subscription is. */
export function updateFromEvent(event: BoardUpdateEvent | undefined): BoardUpdate {
  if (typeof event?.companyId !== 'string') throw badInput(messages.board.websocketOnly);
  return { ...event, at: new Date(event.at) };
}
