import Bowser from 'bowser';

/**
 * A person-readable name for the device behind a User-Agent ("Chrome on macOS"), for the lists of
 * sessions and trusted devices. Only a label: a User-Agent is the client's claim, never a credential.
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}
