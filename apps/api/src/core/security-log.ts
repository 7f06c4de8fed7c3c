// The security log: one structured line per event that matters when a breach is suspected (who,
// from where, what, and whether it worked), on its own channel so an operator can ship it to an
// append-only store apart from the request log. It never holds a password, a code or a token.
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode } from '@quorum/shared';

export type SecurityEventName =
  | 'sign-in.succeeded'
  | 'sign-in.failed'
  | 'code.refused'
  | 'password.reset'
  | 'password.changed'
  | 'password.breach-check-skipped'
  | 'email.changed'
  | 'step-up.failed'
  | 'session.ended'
  | 'request.refused'
  | 'second-factor.enrolled'
  | 'second-factor.removed'
  | 'second-factor.succeeded'
  | 'second-factor.failed'
  | 'recovery-code.used'
  | 'passkey.sign-in'
  | 'provider.sign-in'
  | 'trusted-device.forgotten'
  | 'second-factor.requirement-changed'
  | 'extension.consented'
  | 'extension.signed-in'
  | 'extension.refused';

export interface SecurityEvent {
  event: SecurityEventName;
  outcome: 'success' | 'failure';
  userId?: string | null;
  sessionId?: string | null;
  companyId?: string | null;
  ip?: string;
  requestId?: string;
  /** Why a failure failed, in a word or an error code; never the input. */
  reason?: string;
  /** What was asked for: the GraphQL field or the route. */
  target?: string;
  /** Who acted, when not the person the event is about (an admin ending a member's sessions). */
  actorId?: string;
}

export interface SecurityLog {
  record(event: SecurityEvent): void;
}

/** The channel's name on every line: `"channel":"security"`. */
export const SECURITY_CHANNEL = 'security';

export function createSecurityLog(log: FastifyBaseLogger): SecurityLog {
  const channel = log.child({ channel: SECURITY_CHANNEL });
  return {
    record(event) {
      if (event.outcome === 'failure') channel.warn({ security: event }, `security ${event.event}`);
      else channel.info({ security: event }, `security ${event.event}`);
    },
  };
}

/** The refusals worth a security line: who may not, who is not signed in, who asks too often. */
export const REFUSAL_CODES: readonly ErrorCode[] = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
];
