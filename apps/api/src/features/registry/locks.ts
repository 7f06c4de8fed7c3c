// The drafting lock (spec §4 "Registry lock"): one person edits a question at a time. The lock
// lasts REGISTRY.lockSeconds unless refreshed; every change is announced to the company's
// viewers, who show the question as being drafted, or free again.
import { validate as isUuid } from 'uuid';
import { REGISTRY, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import type { SubscriptionContext } from '../../graphql/context';
import type { Events } from '../../core/events';
import { badInput, conflict, notFound } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';
import { assertOwnCompany } from '../../core/identity/own-company';
import * as repo from './repo';
import { assertEditableById } from './read-only';
import type { RegistryLock, RegistryPerson } from './types';

const text = messages.registry;

/** A lock change as it crosses Redis: plain JSON, so the time is an ISO string. */
export interface RegistryLockEvent {
  questionRegistryId: string;
  lockedBy: RegistryPerson | null;
  lockedUntil: string | null;
}

export const lockTopic = (companyId: string) => `registry-lock:${companyId}`;

/**
 * An event as the subscription resolves it. Over HTTP there is no event (the operation is
 * executed once, like a query, with no root): that is refused, not answered with nulls.
 */
export function lockFromEvent(event: RegistryLockEvent | undefined): RegistryLock {
  if (typeof event?.questionRegistryId !== 'string') throw badInput(text.websocketOnly);
  return {
    questionRegistryId: event.questionRegistryId,
    lockedBy: event.lockedBy,
    lockedUntil: event.lockedUntil === null ? null : new Date(event.lockedUntil),
  };
}

/** Tells the company's viewers about a lock change; called once the change is committed. */
export function announceLock(events: Events, companyId: string, lock: RegistryLock) {
  const event: RegistryLockEvent = {
    questionRegistryId: lock.questionRegistryId,
    lockedBy: lock.lockedBy,
    lockedUntil: lock.lockedUntil?.toISOString() ?? null,
  };
  return events.publish(lockTopic(companyId), event);
}

/** Tells viewers these questions are free to edit again (saved, deleted or the lock ran out). */
export async function announceLocksFreed(
  events: Events,
  companyId: string,
  ids: readonly string[],
) {
  for (const questionRegistryId of ids)
    await announceLock(events, companyId, {
      questionRegistryId,
      lockedBy: null,
      lockedUntil: null,
    });
}

/**
 * `add` takes the lock or refreshes the caller's own; `release` gives up the caller's own and
 * otherwise answers the lock as it is (someone else's lock is never freed here).
 */
export async function updateLock(
  deps: Deps,
  member: Member,
  args: { companyId?: string | null; type: 'add' | 'release'; registryId: string },
): Promise<RegistryLock> {
  assertOwnCompany(member, args.companyId);
  if (!isUuid(args.registryId)) throw notFound(text.notFound);
  const { companyId } = member;
  const questionRegistryId = args.registryId;
  const me = member.user;

  if (args.type === 'add') {
    // Drafting a question the free plan leaves read-only would lead nowhere: refused before.
    await assertEditableById(deps.db, member, questionRegistryId);
    const lockedUntil = await repo.takeLock(
      deps.db,
      companyId,
      questionRegistryId,
      me.id,
      REGISTRY.lockSeconds,
    );
    if (!lockedUntil) throw await whyNotLocked(deps, companyId, questionRegistryId);
    const lock = {
      questionRegistryId,
      lockedBy: { id: me.id, firstName: me.firstName, lastName: me.lastName },
      lockedUntil,
    };
    await announceLock(deps.events, companyId, lock);
    return lock;
  }

  if (await repo.releaseLock(deps.db, companyId, questionRegistryId, me.id)) {
    const free = { questionRegistryId, lockedBy: null, lockedUntil: null };
    await announceLock(deps.events, companyId, free);
    return free;
  }
  const item = await repo.findRegistryItem(deps.db, companyId, questionRegistryId);
  if (!item) throw notFound(text.notFound);
  return { questionRegistryId, lockedBy: item.lockedBy, lockedUntil: item.lockedUntil };
}

async function whyNotLocked(deps: Deps, companyId: string, id: string) {
  const item = await repo.findRegistryItem(deps.db, companyId, id);
  if (!item) return notFound(text.notFound);
  if (item.deletedAt) return badInput(text.editDeleted);
  return conflict(text.locked);
}

/** Every lock change in the caller's company, from now until the client stops listening. */
export function lockUpdates(
  ctx: SubscriptionContext,
  member: Member,
): Promise<AsyncIterable<RegistryLockEvent>> {
  return ctx.pubsub.subscribe<RegistryLockEvent>(lockTopic(member.companyId));
}
