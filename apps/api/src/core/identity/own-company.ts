import { messages } from '@quorum/shared';
import { forbidden } from '../errors';
import type { Member } from './viewer';

/**
 * The spec's clients send the company id with a change; the session already names the company,
 * so an id is only checked against it, never used to choose which company changes.
 */
export function assertOwnCompany(member: Member, companyId: unknown) {
  if (companyId != null && companyId !== member.companyId)
    throw forbidden(messages.auth.notInCompany);
}
