import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@quorum/shared';
import type { Deps, RequestMeta } from '../deps';
import { forbidden, unauthenticated } from '../lib/errors';
import type { Viewer, ViewerResult } from '../features/auth/viewer';

export interface Context {
  deps: Deps;
  meta: RequestMeta;
  /** Loads the caller once per request, on first need. */
  viewer(): Promise<ViewerResult>;
  /** The caller, or UNAUTHENTICATED with the reason in words. */
  requireViewer(): Promise<Viewer>;
  /** The caller and their company, or the reason they have none. */
  requireMember(): Promise<Viewer & { membership: NonNullable<Viewer['membership']> }>;
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
  };
}
