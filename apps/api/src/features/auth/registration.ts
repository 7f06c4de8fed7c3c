import { messages, registerUserSchema } from '@quorum/shared';
import type { Deps, RequestMeta } from '../../deps';
import { conflict } from '../../core/errors';
import { validate } from '../../lib/validate';
import { sendCode } from './codes';
import type { OtpData } from './codes';
import { hashPassword } from './passwords';
import { refuseBreachedPassword } from './breached-passwords';
import { localPartOf, refuseGuessablePassword } from './password-strength';
import * as repo from './repo';

/**
 * Creates an account waiting for its email to be verified, and emails the code. Someone who
 * registered before but never verified may register again: the details are replaced, since the
 * unverified account proved nothing.
 */
export async function registerUser(
  deps: Deps,
  meta: RequestMeta,
  input: unknown,
): Promise<OtpData> {
  const parsed = validate(registerUserSchema, input);
  await deps.rateLimits.consume('registerPerAddress', meta.ip);
  const existing = await repo.findUserByEmail(deps.db, parsed.email);
  if (existing?.verifiedAt) throw conflict(messages.auth.accountExists);
  refuseGuessablePassword(parsed.password, [
    parsed.firstName,
    parsed.lastName,
    localPartOf(parsed.email),
  ]);
  await refuseBreachedPassword(deps, parsed.password);
  const passwordHash = await hashPassword(parsed.password);
  const details = {
    firstName: parsed.firstName,
    lastName: parsed.lastName,
    passwordHash,
    acceptedTAndC: parsed.acceptedTAndC,
    acceptedEmailCommunication: parsed.acceptedEmailCommunication,
    // The person made their own account: first_time_login welcomes them (profile/first-run.ts).
    welcomedAt: null,
  };
  return deps.db.transaction(async (tx) => {
    const user = existing
      ? await repo.updateUser(tx, existing.id, details)
      : await repo.insertUser(tx, { ...details, email: parsed.email });
    return sendCode(deps, tx, user, 'verify-email');
  });
}
