import { memberFlags, messages } from '@quorum/shared';
import type { MemberFlag } from '@quorum/shared';
import type { Member } from './identity/viewer';
import { forbidden } from './errors';

/**
 * Spec §6 flags as the server enforces them, not only the screens: `flag` or administrative
 * control (which covers every admin action) lets the caller through; otherwise FORBIDDEN.
 */
export function requireFlag(member: Member, flag: MemberFlag) {
  const flags = memberFlags(member);
  if (!flags[flag] && !flags.hasAdministrativeControl) throw forbidden(messages.permission.denied);
}
