import type { FastifyRequest } from 'fastify';
import { messages } from '@quorum/shared';
import type { Deps, RequestMeta } from '../deps';
import { forbidden, unauthenticated } from '../lib/errors';
import type { DomainError } from '../lib/errors';
import { findUserById } from '../features/auth/repo';
import type { Member, UserRow, Viewer, ViewerResult } from '../features/auth/viewer';

export interface Context {
  deps: Deps;
  meta: RequestMeta;
  /** The caller, or why there is none ('missing', 'expired', 'invalid'). */
  caller: ViewerResult;
  /** The caller, or UNAUTHENTICATED with the reason in words. */
  requireViewer(): Viewer;
  /** The caller and their company, or the reason they have none. */
  requireMember(): Member;
  /** Why the caller may not go on, in words: what auth scopes answer when they refuse. */
  authFailure(): DomainError;
  /** The caller's whole profile, loaded once and only if a field asks for it. */
  viewerProfile(): Promise<UserRow>;
}

/**
 * Loads the caller before the operation runs, so every auth scope is a plain boolean. A request
 * without a token (sign-in, refresh, the public calls) costs no query.
 */
export async function buildContext(deps: Deps, request: FastifyRequest): Promise<Context> {
  const caller = await deps.viewers.load(request.headers.authorization);
  if (typeof caller !== 'string') request.companyId = caller.membership?.member.companyId ?? null;

  const authFailure = (): DomainError => {
    if (caller === 'missing') return unauthenticated(messages.auth.signInRequired);
    if (typeof caller === 'string') return unauthenticated(messages.auth.sessionExpired);
    if (!caller.membership) return forbidden(messages.auth.noCompanySelected);
    if (caller.membership.member.locked) return forbidden(messages.company.lockedCompany);
    return forbidden(messages.permission.denied);
  };
  const requireViewer = () => {
    if (typeof caller === 'string') throw authFailure();
    return caller;
  };
  let profile: Promise<UserRow> | undefined;
  return {
    deps,
    meta: { ip: request.ip },
    caller,
    requireViewer,
    requireMember() {
      const viewer = requireViewer();
      if (!viewer.membership || viewer.membership.member.locked) throw authFailure();
      return viewer as Member;
    },
    authFailure,
    viewerProfile: () =>
      (profile ??= (async () => {
        const user = await findUserById(deps.db, requireViewer().user.id);
        if (!user) throw unauthenticated(messages.auth.sessionExpired);
        return user;
      })()),
  };
}
