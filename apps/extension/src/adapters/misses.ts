import { browser } from 'wxt/browser';
import type { MailClient, MissSink } from './types';

/**
 * How often each selector key missed, per client ("gmail.subject": 3). Only keys and counts: never
 * a word of the email. The panel is to send these with its next call to Quorum (as the
 * `X-Quorum-Adapter-Misses` header) once the server reads them; until then `readAdapterMisses`
 * is where they are read, and the extension's README says so.
 */
export type AdapterMissCounts = Record<string, number>;

const STORAGE_KEY = 'adapterMisses';

export async function readAdapterMisses(): Promise<AdapterMissCounts> {
  const stored = await browser.storage.local.get(STORAGE_KEY);
  return (stored[STORAGE_KEY] as AdapterMissCounts | undefined) ?? {};
}

let pending: Promise<void> = Promise.resolve();

/**
 * Adds one to a key's count. Writes queue behind each other in this page; two tabs missing at the
 * same instant can lose one count, which a diagnostic counter can afford.
 */
export function countAdapterMiss(client: MailClient, key: string): Promise<void> {
  pending = pending.then(async () => {
    const counts = await readAdapterMisses();
    const name = `${client}.${key}`;
    await browser.storage.local.set({
      [STORAGE_KEY]: { ...counts, [name]: (counts[name] ?? 0) + 1 },
    });
  });
  return pending;
}

/**
 * A sink that counts a key once for each address the page shows: the page re-renders (and the
 * adapter reads again) many times while one email is open, which is still one miss.
 */
export function oncePerAddress(sink: MissSink, address: () => string): MissSink {
  const seen = new Set<string>();
  return (client, key) => {
    const id = `${address()}|${client}.${key}`;
    if (seen.has(id)) return;
    seen.add(id);
    sink(client, key);
  };
}
