// Passwords seen in breaches (ASVS 5.0 V6.2.12), by the k-anonymity range query of Have I Been
// Pwned's Pwned Passwords (or a mirror of it): only the first 5 hex characters of the password's
// SHA-1 leave the server; the service answers every suffix it knows under that prefix and the match
// is made here. Off unless PWNED_PASSWORDS_URL is set.
//
// The check fails open: a service that is down, slow or answers oddly must not stop people from
// registering or resetting a password (the list of the most used passwords still applies, offline).
// Each skip is a security-log line, so an operator sees when the check was not made.
import { createHash } from 'node:crypto';
import { messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { badInput } from '../../core/errors';

/** Characters of the SHA-1 sent: Pwned Passwords' range size (16^5 buckets of a few hundred). */
const PREFIX_LENGTH = 5;

/**
 * Refuses a password the breached-password service lists, when one is configured. Answers once
 * the check is made or skipped; never sends more than the hash's first five characters.
 */
export async function refuseBreachedPassword(deps: Deps, password: string): Promise<void> {
  const { pwnedPasswordsUrl, pwnedPasswordsTimeoutMs } = deps.config;
  if (!pwnedPasswordsUrl) return;
  const hash = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
  const prefix = hash.slice(0, PREFIX_LENGTH);
  let body: string;
  try {
    const response = await fetch(new URL(prefix, withTrailingSlash(pwnedPasswordsUrl)), {
      // Padding makes every answer about the same size, so its length tells an onlooker nothing.
      headers: { 'Add-Padding': 'true' },
      signal: AbortSignal.timeout(pwnedPasswordsTimeoutMs),
      // The configured address answers itself: a redirect elsewhere is not followed (a skip).
      redirect: 'manual',
    });
    if (!response.ok) return skipped(deps, `status ${response.status}`);
    body = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return skipped(deps, timedOut ? 'timeout' : 'unreachable');
  }
  if (isListed(body, hash.slice(PREFIX_LENGTH))) throw badInput(messages.password.breached);
}

/**
 * Whether the range answer lists the suffix. Each line is `SUFFIX:COUNT`; padding lines have a
 * count of 0 and are not breaches.
 */
export function isListed(rangeAnswer: string, suffix: string): boolean {
  for (const line of rangeAnswer.split('\n')) {
    const [lineSuffix, count] = line.trim().split(':');
    if (lineSuffix?.toUpperCase() === suffix && Number(count) > 0) return true;
  }
  return false;
}

const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** The check could not be made: the password is accepted, and the log says why (never the hash). */
function skipped(deps: Deps, reason: string) {
  deps.security.record({ event: 'password.breach-check-skipped', outcome: 'failure', reason });
}
