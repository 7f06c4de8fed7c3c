import { countAdapterMiss, oncePerAddress } from './misses';
import { serveMailTab } from '../messaging/content-side';
import type { MailAdapter, MissSink } from './types';

/** Starts an adapter in its mail tab: counts its misses and serves the panel until the tab goes. */
export function startMailTab(
  createAdapter: (onMiss: MissSink) => MailAdapter,
  doc: Document,
  onInvalidated: (stop: () => void) => void,
): void {
  const onMiss = oncePerAddress(
    (client, key) => void countAdapterMiss(client, key).catch(() => undefined),
    () => doc.location.href,
  );
  const stop = serveMailTab(createAdapter(onMiss), doc);
  onInvalidated(stop);
}
