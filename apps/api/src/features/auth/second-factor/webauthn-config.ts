import type { Config } from '../../../config';

/**
 * The relying party is the product's own address (APP_URL): its host is the RP ID a passkey is
 * bound to, and its origin the only one whose ceremonies are accepted.
 */
export function relyingParty(config: Pick<Config, 'appUrl'>) {
  const url = new URL(config.appUrl);
  return { name: 'Quorum', id: url.hostname, origin: url.origin };
}
