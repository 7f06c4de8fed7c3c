// The symbols any active alert watches, which every tick (once a second on the replay) fetches:
// read from the database at most every ten seconds, and again at once when this process changes
// an alert. An alert another process made is watched within ten seconds.
import type { Deps } from '../../deps';
import * as repo from './repo';

const KEEP_MS = 10_000;

const kept = new WeakMap<Deps, { symbols: string[]; readAt: number }>();

export async function alertedSymbols(deps: Deps): Promise<string[]> {
  const known = kept.get(deps);
  if (known && Date.now() - known.readAt < KEEP_MS) return known.symbols;
  const symbols = await repo.alertedSymbols(deps.db);
  kept.set(deps, { symbols, readAt: Date.now() });
  return symbols;
}

/** This process changed an alert: the next tick reads the symbols again. */
export function forgetAlertedSymbols(deps: Deps) {
  kept.delete(deps);
}
