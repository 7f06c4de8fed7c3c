import { messages } from '@quorum/shared';
import { validate as isUuid } from 'uuid';
import type { Deps } from '../../deps';
import { badInput, notFound } from '../../core/errors';
import { announceStandingChanged } from '../../core/events';
import type { Viewer } from '../../core/identity/viewer';
import * as repo from './repo';
import { requireCurrentPassword } from './step-up';

const text = messages.sessions;

/** One of a person's live sessions as their Profile page lists it. */
export interface SessionView {
  id: string;
  deviceLabel: string;
  ip: string | null;
  startedAt: Date;
  lastUsedAt: Date;
  /** The earlier of the idle limit and the absolute end. */
  endsAt: Date;
  current: boolean;
}

/** The caller's sessions that still work, the one asking first, then the most recently used. */
export async function listMySessions(deps: Deps, viewer: Viewer): Promise<SessionView[]> {
  const rows = await repo.listLiveSessions(deps.db, viewer.user.id);
  const views = rows.map((row) => ({
    id: row.id,
    deviceLabel: row.deviceLabel ?? 'Unknown device',
    ip: row.ip,
    startedAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    endsAt: row.expiresAt,
    current: row.id === viewer.sessionId,
  }));
  return views.sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the caller's other sessions (a device they lost, or one they do not recognise), once
 * they have given their password again: a session someone else holds cannot end the owner's.
 */
export async function endMySession(
  deps: Deps,
  viewer: Viewer,
  input: { sessionId: string; password: unknown },
) {
  const { sessionId } = input;
  if (sessionId === viewer.sessionId) throw badInput(text.endThisOneWithSignOut);
  const session = isUuid(sessionId) ? await repo.findLiveSession(deps.db, sessionId) : undefined;
  if (session?.userId !== viewer.user.id) throw notFound(text.notFound);
  await requireCurrentPassword(deps, viewer, input.password);
  const ended = await repo.revokeOwnSession(deps.db, viewer.user.id, sessionId, 'ended-by-owner');
  if (!ended) throw notFound(text.notFound);
  deps.security.record({
    event: 'session.ended',
    outcome: 'success',
    userId: viewer.user.id,
    sessionId,
    reason: 'ended-by-owner',
  });
  await announceStandingChanged(deps.events);
  return { message: text.ended };
}

/** Ends every session of the caller but the one asking ("sign out everywhere else"), given the password. */
export async function signOutEverywhere(deps: Deps, viewer: Viewer, password: unknown) {
  await requireCurrentPassword(deps, viewer, password);
  const ended = await repo.revokeUserSessions(
    deps.db,
    viewer.user.id,
    'signed-out-everywhere',
    viewer.sessionId,
  );
  deps.security.record({
    event: 'session.ended',
    outcome: 'success',
    userId: viewer.user.id,
    sessionId: viewer.sessionId,
    reason: 'signed-out-everywhere',
  });
  await announceStandingChanged(deps.events);
  return { message: text.endedElsewhere(ended) };
}
