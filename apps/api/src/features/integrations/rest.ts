import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { forbidden, internalFailure, serviceUnavailable, unauthenticated } from '../../lib/errors';
import { sendDomainError } from '../../lib/http-errors';
import { isUnavailable } from '../../lib/pg-errors';
import type { Member } from '../auth/viewer';

/** A refusal as the REST routes answer it: `{ code, message }`, and each field's message if any. */
export const sendRefusal = sendDomainError;

/** The signed-in team member a dashboard REST call comes from, refused in the GraphQL words. */
export async function loadMember(deps: Deps, authorization: string | undefined): Promise<Member> {
  const viewer = await deps.viewers.load(authorization).catch((error: unknown) => {
    throw isUnavailable(error) ? serviceUnavailable() : error;
  });
  if (viewer === 'unavailable') throw serviceUnavailable();
  if (viewer === 'failed') throw internalFailure();
  if (viewer === 'missing') throw unauthenticated(messages.auth.signInRequired);
  if (typeof viewer === 'string') throw unauthenticated(messages.auth.sessionExpired);
  if (!viewer.membership) throw forbidden(messages.auth.noCompanySelected);
  if (viewer.membership.member.locked) throw forbidden(messages.company.lockedCompany);
  return viewer as Member;
}
