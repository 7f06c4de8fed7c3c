import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  formatRecoveryCode,
  messages,
  recoveryCodeSchema,
} from '@quorum/shared';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../deps';
import { badInput } from '../../../core/errors';
import type { Viewer } from '../../../core/identity/viewer';
import { keyedHash } from '../../../lib/secrets';
import { requireCurrentPassword } from '../step-up';
import * as repo from './repo';

/** No 0/o, 1/l/i: a code copied from paper is read right. 31 letters × 10 places ≈ 49.5 bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 10;

/**
 * Codes are keyed with a key of their own (HMAC-SHA256), like the emailed codes: 50 bits would
 * fall to a determined offline search of plain hashes, not of keyed ones without the key. New
 * codes take the current key; a typed code is checked under every key still in the ring, so a
 * rotation does not void the codes people saved.
 */
const codeHash = (key: Buffer, code: string) => keyedHash(key.toString('base64url'), code);
const currentHash = (deps: Deps, code: string) =>
  codeHash(deps.keys.currentKey('recovery-code').key, code);
const everyHash = (deps: Deps, code: string) =>
  deps.keys.allKeys('recovery-code').map(({ key }) => codeHash(key, code));

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Ten new codes in place of any before; answers them as shown ("k7m2p-9xq4t"), this once. */
export async function issueRecoveryCodes(deps: Deps, tx: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await repo.replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => currentHash(deps, code)),
  );
  return codes.map(formatRecoveryCode);
}

/** Spends a recovery code at sign-in; answers whether it was one of theirs, unused. */
export async function spendRecoveryCode(deps: Deps, tx: Db, userId: string, typed: unknown) {
  const parsed = recoveryCodeSchema.safeParse(typed);
  if (!parsed.success) return false;
  return repo.spendRecoveryCode(tx, userId, everyHash(deps, parsed.data));
}

/** New codes (the old ones stop working), with the current password. */
export async function regenerateRecoveryCodes(
  deps: Deps,
  viewer: Viewer,
  currentPassword: unknown,
) {
  await requireCurrentPassword(deps, viewer, currentPassword);
  const userId = viewer.user.id;
  const factor = await repo.findTotp(deps.db, userId);
  if (!factor?.confirmedAt) throw badInput(messages.secondFactor.recoveryCodesNeedTotp);
  const recoveryCodes = await deps.db.transaction((tx) => issueRecoveryCodes(deps, tx, userId));
  return { message: messages.secondFactor.recoveryCodesRenewed, recoveryCodes };
}
