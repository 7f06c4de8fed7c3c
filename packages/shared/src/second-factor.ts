/**
 * Second factors beyond the spec (issue 20): an authenticator app (TOTP, RFC 6238) with recovery
 * codes, and passkeys (WebAuthn). All ours; the spec's emailed 4-digit code stays for everyone else.
 */

/** RFC 6238's defaults, which every authenticator app reads: 6 digits, 30-second steps, SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now is accepted, for a phone clock a little off (RFC 6238 §5.2). */
export const TOTP_DRIFT_STEPS = 1;
/** Recovery codes shown once when an authenticator is set up; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Between the password and the second step: the sign-in waits this long for the second factor. */
export const SECOND_FACTOR_TICKET_TTL_SECONDS = 10 * 60;
/** Wrong second factors allowed on one sign-in before the password must be entered again. */
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;
/** A passkey prompt (registration or sign-in) waits this long. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** How a person may finish the second step of sign-in. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * The trusted-device cookie: a 256-bit token the server issues after a passed code or second
 * factor. HttpOnly and SameSite=Strict, sent only to the GraphQL path where sign-in happens.
 */
export const TRUSTED_DEVICE_COOKIE = {
  path: '/graphql',
  cookieName: 'quorum_device',
  /** Over https: a `__Secure-` cookie cannot be planted by a plain-http page or a subdomain. */
  secureCookieName: '__Secure-quorum_device',
} as const;

export const trustedDeviceCookieName = (secure: boolean) =>
  secure ? TRUSTED_DEVICE_COOKIE.secureCookieName : TRUSTED_DEVICE_COOKIE.cookieName;

/** Recovery codes as shown: 10 characters in two groups, easy to read aloud ("k7m2p-9xq4t"). */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
/** What a person typed, as stored: spaces, dashes and case do not matter. */
export const normaliseRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');
