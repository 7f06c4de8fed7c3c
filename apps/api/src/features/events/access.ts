import { mayAccess, messages } from '@quorum/shared';
import { forbidden } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';

/** The calendar page's access, for the REST download (GraphQL checks it by its page scope). */
export function requirePageAccess(member: Member, needed: 'view' | 'full') {
  if (!mayAccess(member, 'calendar', needed)) throw forbidden(messages.permission.denied);
}
