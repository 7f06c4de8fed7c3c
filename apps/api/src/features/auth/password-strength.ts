// Passwords beyond the spec's composition rules (ASVS 5.0 V6.2): not one of the 10,000 most used,
// and not built on the person's name, their company's or the product's. The composition rules push
// people to "Password1!", so the check also strips the digits and symbols added around a word.
//
// common-passwords.json: the first 10,000 distinct entries (lower-cased) of the ranked password
// list in @zxcvbn-ts/language-common 4.1.3 (MIT), taken once and kept here.
import { messages } from '@quorum/shared';
import { badInput } from '../../core/errors';
import COMMON_PASSWORDS from './common-passwords.json';

const COMMON = new Set<string>(COMMON_PASSWORDS);
/** Name parts shorter than this are too often inside ordinary words to refuse ("Al", "Ng"). */
const MIN_NAME_PART = 3;

/** The word a password is built on: lower-cased, without the digits and symbols around it. */
const coreOf = (password: string) => password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, '');

/** The parts of names a password must not contain: words of 3 letters or more. */
const nameParts = (names: readonly (string | null | undefined)[]) =>
  names
    .flatMap((name) => (name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((part) => part.length >= MIN_NAME_PART);

/**
 * Refuses a password that is among the most used, or contains a name the person or an attacker
 * who knows them would try first: theirs, their company's, their email's, or Quorum.
 */
export function refuseGuessablePassword(
  password: string,
  names: readonly (string | null | undefined)[],
) {
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || COMMON.has(coreOf(password)))
    throw badInput(messages.password.tooCommon);
  if (nameParts([...names, 'Quorum']).some((part) => lower.includes(part)))
    throw badInput(messages.password.containsName);
}

/** The part of an email address before the @, which often is the person's name. */
export const localPartOf = (email: string | null | undefined) => email?.split('@')[0];
