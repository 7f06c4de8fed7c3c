/** Sign-in throttling and other rate-limit messages that say how long to wait (ours: the spec is silent). */
export const throttleMessages = {
  // (ours) replaces 'Please wait a minute and try again.', which was wrong whenever the wait was not a minute.
  tryAgainIn: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
} as const;

/** A wait in words a person reads at a glance: "20 seconds", "1 minute", "15 minutes", "2 hours". */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}
