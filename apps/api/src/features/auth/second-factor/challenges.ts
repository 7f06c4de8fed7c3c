import { messages } from '@quorum/shared';
import type { Db } from '../../../db/client';
import { badInput } from '../../../core/errors';
import { randomToken, sha256 } from '../../../lib/secrets';
import * as repo from './repo';
import type { ChallengePurpose } from './repo';

const ticketHash = (ticket: string) => sha256(`auth-challenge:${ticket}`);

/**
 * Opens what the next call must answer: a ticket (256 random bits, held by the client, stored
 * hashed) and, for a passkey prompt, the WebAuthn challenge the authenticator must sign.
 */
export async function openChallenge(
  tx: Db,
  values: {
    userId: string | null;
    purpose: ChallengePurpose;
    ttlSeconds: number;
    webauthnChallenge?: string;
  },
) {
  await repo.deleteExpiredChallenges(tx);
  const ticket = randomToken();
  const expiresAt = new Date(Date.now() + values.ttlSeconds * 1000);
  await repo.insertChallenge(tx, {
    userId: values.userId,
    purpose: values.purpose,
    ticketHash: ticketHash(ticket),
    webauthnChallenge: values.webauthnChallenge ?? null,
    expiresAt,
  });
  return { ticket, expiresAt };
}

/** The live challenge a ticket names, or the refusal that sends the person back to the start. */
export async function liveChallenge(db: Db, ticket: unknown, purpose: ChallengePurpose) {
  const found =
    typeof ticket === 'string' && ticket.length <= 100
      ? await repo.findLiveChallenge(db, ticketHash(ticket), purpose)
      : undefined;
  if (!found) throw badInput(messages.secondFactor.ticketExpired);
  return found;
}
