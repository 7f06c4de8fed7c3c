import type { FastifyReply } from 'fastify';
import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { DomainError, forbidden, unauthenticated } from '../../lib/errors';
import type { Member } from '../auth/viewer';

const STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
};

/** A refusal as the REST routes answer it: `{ code, message }`, and each field's message if any. */
export function sendRefusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  const fields = error.details?.fields;
  return reply
    .status(STATUS[error.code] ?? 400)
    .send({ code: error.code, message: error.message, ...(fields ? { fields } : {}) });
}

/** The signed-in team member a dashboard REST call comes from, refused in the GraphQL words. */
export async function loadMember(deps: Deps, authorization: string | undefined): Promise<Member> {
  const viewer = await deps.viewers.load(authorization);
  if (viewer === 'missing') throw unauthenticated(messages.auth.signInRequired);
  if (typeof viewer === 'string') throw unauthenticated(messages.auth.sessionExpired);
  if (!viewer.membership) throw forbidden(messages.auth.noCompanySelected);
  if (viewer.membership.member.locked) throw forbidden(messages.company.lockedCompany);
  return viewer as Member;
}
