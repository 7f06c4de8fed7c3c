// The market's tick (issue 19): every tick fetches the symbols someone in this process listens to
// and every symbol an active alert watches (through the cache, so processes share the provider's
// answers), tells this process's subscribers of each price that moved, and fires the alerts whose
// condition came to hold. Two processes may check the same alert: the UPDATE that fires it wins
// once (repo.fireAlert), so the team is told once.
import { codeOfSymbol, messages } from '@quorum/shared';
import type { Deps } from '../../deps';
import { alertStep, watchedValue } from './alerts';
import type { Fresh } from './feed';
import { historyOf, freshQuote, quoteView } from './quotes';
import { announceAlert } from './live';
import type { Quote } from './provider';
import * as repo from './repo';
import { alertedSymbols } from './alerted-symbols';

const text = messages.marketData;

/** The sessions a volume spike is measured against. */
const AVERAGE_VOLUME_SESSIONS = 20;

/** What each symbol last told subscribers, per app: a tick that moved nothing tells no one. */
const told = new WeakMap<Deps, Map<string, string>>();

const fingerprint = (fresh: Fresh<Quote>) =>
  `${fresh.value.price}|${fresh.value.volume}|${fresh.value.tradedAt.getTime()}|${fresh.stale}`;

export interface TickResult {
  symbols: number;
  published: number;
  fired: number;
}

export async function runMarketTick(deps: Deps): Promise<TickResult> {
  const { hub } = deps.market;
  const listened = hub.symbols();
  const alerted = await alertedSymbols(deps);
  const symbols = [...new Set([...listened, ...alerted])];
  const quotes = new Map<string, Fresh<Quote>>();
  await Promise.all(
    symbols.map(async (symbol) => {
      // One symbol's failure (unknown, or never answered) does not stop the others.
      const fresh = await freshQuote(deps, symbol).catch(() => undefined);
      if (fresh) quotes.set(symbol, fresh);
    }),
  );

  let published = 0;
  const last = told.get(deps) ?? new Map<string, string>();
  told.set(deps, last);
  for (const symbol of listened) {
    const fresh = quotes.get(symbol);
    if (!fresh || last.get(symbol) === fingerprint(fresh)) continue;
    last.set(symbol, fingerprint(fresh));
    hub.publish(symbol, quoteView(deps, symbol, fresh));
    published += 1;
  }

  const fired = await checkAlerts(deps, quotes);
  return { symbols: symbols.length, published, fired };
}

async function averageVolume(deps: Deps, symbol: string): Promise<number | null> {
  const history = await historyOf(deps, symbol, '1M').catch(() => undefined);
  const today = deps.market.now().toISOString().slice(0, 10);
  const before = (history?.bars ?? []).filter((bar) => bar.at.toISOString().slice(0, 10) < today);
  const sessions = before.slice(-AVERAGE_VOLUME_SESSIONS);
  if (sessions.length === 0) return null;
  return sessions.reduce((sum, bar) => sum + bar.volume, 0) / sessions.length;
}

async function checkAlerts(deps: Deps, quotes: Map<string, Fresh<Quote>>): Promise<number> {
  // A stale price is an old one: nothing fires or rearms on it.
  const live = [...quotes].filter(([, fresh]) => !fresh.stale).map(([symbol]) => symbol);
  const alerts = await repo.activeAlertsOn(deps.db, live);
  const averages = new Map<string, number | null>();
  for (const alert of alerts)
    if (alert.alertType === 'VOLUME_SPIKE' && !averages.has(alert.symbol))
      averages.set(alert.symbol, await averageVolume(deps, alert.symbol));

  const rearm: string[] = [];
  let fired = 0;
  for (const alert of alerts) {
    const quote = quotes.get(alert.symbol)!.value;
    const value = watchedValue(alert, quote, averages.get(alert.symbol) ?? null);
    const step = alertStep(alert, value);
    if (step === 'rearm') rearm.push(alert.id);
    if (step === 'fire' && value !== null && (await fire(deps, alert, value))) fired += 1;
  }
  await repo.rearmAlerts(deps.db, rearm);
  return fired;
}

async function fire(deps: Deps, alert: repo.AlertRow, value: number): Promise<boolean> {
  const at = deps.market.now();
  const code = codeOfSymbol(alert.symbol);
  const message = text.alertTriggered(
    code,
    alert.alertType,
    alert.condition,
    value,
    alert.targetPrice,
    deps.market.feed.provider.simulated,
  );
  const afterCommit = await deps.db.transaction(async (tx) => {
    const row = await repo.fireAlert(tx, alert.id, value, at);
    if (!row) return undefined;
    return deps.domainEvents.emit(tx, {
      type: 'stock-alert.fired',
      companyId: alert.companyId,
      alertId: alert.id,
      symbol: alert.symbol,
      title: text.alertTriggeredTitle(code),
      message,
    });
  });
  if (!afterCommit) return false;
  await afterCommit();
  await announceAlert(deps.events, {
    companyId: alert.companyId,
    alertId: alert.id,
    symbol: alert.symbol,
    value,
    triggeredAt: at.toISOString(),
    message,
  });
  return true;
}
