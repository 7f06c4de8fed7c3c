import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@quorum/shared';
import type { Deps, RequestMeta } from '../deps';
import { forbidden, unauthenticated } from '../lib/errors';
import { findUserById } from '../features/auth/repo';
import type { UserRow, Viewer, ViewerResult } from '../features/auth/viewer';

export interface Context {
  deps: Deps;
  meta: RequestMeta;
  /** Loads the caller once per request, on first need. */
  viewer(): Promise<ViewerResult>;
  /** The caller, or UNAUTHENTICATED with the reason in words. */
  requireViewer(): Promise<Viewer>;
  /** The caller and their company, or the reason they have none. */
  requireMember(): Promise<Viewer & { membership: NonNullable<Viewer['membership']> }>;
  /** The caller's whole profile, loaded once and only if a field asks for it. */
  viewerProfile(): Promise<UserRow>;
}

export function buildContext(deps: Deps, request: FastifyRequest, _reply?: FastifyReply): Context {
  let loaded: Promise<ViewerResult> | undefined;
  const viewer = () =>
    (loaded ??= deps.viewers.load(request.headers.authorization).then((result) => {
      if (typeof result !== 'string')
        request.companyId = result.membership?.member.companyId ?? null;
      return result;
    }));
  const requireViewer = async () => {
    const result = await viewer();
    if (result === 'missing') throw unauthenticated(messages.auth.signInRequired);
    if (typeof result === 'string') throw unauthenticated(messages.auth.sessionExpired);
    return result;
  };
  let profile: Promise<UserRow> | undefined;
  return {
    deps,
    meta: { ip: request.ip },
    viewer,
    requireViewer,
    async requireMember() {
      const result = await requireViewer();
      if (!result.membership) throw forbidden(messages.auth.noCompanySelected);
      return result as Viewer & { membership: NonNullable<Viewer['membership']> };
    },
    viewerProfile: () =>
      (profile ??= requireViewer().then(async (v) => {
        const user = await findUserById(deps.db, v.user.id);
        if (!user) throw unauthenticated(messages.auth.sessionExpired);
        return user;
      })),
  };
}
