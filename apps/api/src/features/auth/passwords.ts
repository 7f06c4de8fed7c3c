import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19456 KiB, t=2, p=1): OWASP's minimum recommendation. */
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no account it still spends the same time on a
 * dummy hash, so response times do not tell which emails have accounts.
 */
export async function passwordMatches(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hash('no account has this password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
