const FINGERPRINT_KEY = 'quorum.fingerprint';

/**
 * The device fingerprint the API uses to decide when to email a code: a random id made once per
 * browser. It is not part of the session, so signing out keeps it and the device stays known.
 */
export function getDeviceFingerprint(): string {
  let fingerprint = localStorage.getItem(FINGERPRINT_KEY);
  if (!fingerprint) {
    fingerprint = crypto.randomUUID();
    localStorage.setItem(FINGERPRINT_KEY, fingerprint);
  }
  return fingerprint;
}
