import type { FastifyRequest } from 'fastify';
import { messages } from '@quorum/shared';
import { clientOf } from '../../lib/request-client';
import type { Deps } from '../../deps';
import { forbidden } from '../errors';
import { isMember, mustEnrolSecondFactor, noCallerRefusal } from './viewer';
import type { Member } from './viewer';

/** The signed-in team member a dashboard REST call comes from, refused in the GraphQL words. */
export async function loadMember(deps: Deps, request: FastifyRequest): Promise<Member> {
  const viewer = await deps.viewers.load(request.headers.authorization);
  if (typeof viewer === 'string') throw noCallerRefusal(viewer);
  // The extension's tokens open its GraphQL operations only (graphql/extension-gate.ts).
  if (viewer.extension) throw forbidden(messages.extension.webAppOnly);
  if (!isMember(viewer)) throw forbidden(messages.auth.noCompanySelected);
  if (viewer.locked) throw forbidden(messages.company.lockedCompany);
  if (mustEnrolSecondFactor(viewer)) throw forbidden(messages.secondFactor.adminMustEnrol);
  viewer.client = clientOf(request);
  return viewer;
}
