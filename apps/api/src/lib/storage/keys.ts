/**
 * Keys are made by the server (uuid.ext), never by callers. Every driver refuses any other shape,
 * so a key can never name a path outside the disk root or an object outside Quorum's own.
 */
export const SAFE_KEY = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export const isSafeKey = (key: string) => SAFE_KEY.test(key);

export function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}
