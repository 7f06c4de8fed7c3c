// Market data live (issue 19). Prices are public and every process fetches them itself (through
// the shared cache), so `stockPriceUpdated` is served in process by `PriceHub`: each process's
// ticker tells its own subscribers, nothing crosses Redis, and a symbol no one watches here is
// not fetched here. A company's watchlist changes and fired alerts are its own and are published
// on the event bus like the board's, so every process's subscribers hear them once.
import { messages } from '@quorum/shared';
import type { SubscriptionContext } from '../../graphql/context';
import type { Events } from '../../core/events';
import { badInput } from '../../core/errors';
import type { Member } from '../../core/identity/viewer';

interface Listener<T> {
  symbols: ReadonlySet<string>;
  queue: T[];
  wake: (() => void) | undefined;
}

/** A subscriber falling this far behind loses its oldest prices, not the process its memory. */
const MAX_QUEUED = 100;

/** In-process fan-out of prices by symbol, counting who listens to which symbol. */
export class PriceHub<T> {
  private readonly bySymbol = new Map<string, Set<Listener<T>>>();

  /** The symbols someone in this process is listening to now. */
  symbols(): string[] {
    return [...this.bySymbol.keys()];
  }

  listeners(): number {
    const all = new Set<Listener<T>>();
    for (const set of this.bySymbol.values()) for (const listener of set) all.add(listener);
    return all.size;
  }

  publish(symbol: string, value: T) {
    const listeners = this.bySymbol.get(symbol);
    if (!listeners) return;
    for (const listener of listeners) {
      if (listener.queue.length >= MAX_QUEUED) listener.queue.shift();
      listener.queue.push(value);
      const wake = listener.wake;
      listener.wake = undefined;
      wake?.();
    }
  }

  /** The prices of `symbols` as they are published, until the iterator is returned. */
  subscribe(symbols: readonly string[]): AsyncIterableIterator<T> {
    const listener: Listener<T> = { symbols: new Set(symbols), queue: [], wake: undefined };
    for (const symbol of listener.symbols) {
      const set = this.bySymbol.get(symbol) ?? new Set();
      set.add(listener);
      this.bySymbol.set(symbol, set);
    }
    let done = false;
    const end = () => {
      done = true;
      for (const symbol of listener.symbols) {
        const set = this.bySymbol.get(symbol);
        set?.delete(listener);
        if (set?.size === 0) this.bySymbol.delete(symbol);
      }
      listener.wake?.();
    };
    const iterator: AsyncIterableIterator<T> = {
      next: async () => {
        while (!done && listener.queue.length === 0)
          await new Promise<void>((resolve) => (listener.wake = resolve));
        if (done) return { done: true, value: undefined };
        return { done: false, value: listener.queue.shift()! };
      },
      return: () => {
        end();
        return Promise.resolve({ done: true, value: undefined });
      },
      throw: (error: unknown) => {
        end();
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }
}

/** A company's watchlist changed: which, and how. */
export interface WatchlistUpdateEvent {
  companyId: string;
  watchlistId: string;
  action: 'created' | 'updated' | 'deleted' | 'stock-added' | 'stock-removed';
  symbol: string | null;
}

/** A company's alert fired. */
export interface AlertTriggeredEvent {
  companyId: string;
  alertId: string;
  symbol: string;
  value: number;
  triggeredAt: string;
  message: string;
}

const watchlistTopic = (companyId: string) => `watchlists:${companyId}`;
const alertTopic = (companyId: string) => `stock-alerts:${companyId}`;

export const announceWatchlist = (events: Events, event: WatchlistUpdateEvent) =>
  events.publish(watchlistTopic(event.companyId), event);

export const announceAlert = (events: Events, event: AlertTriggeredEvent) =>
  events.publish(alertTopic(event.companyId), event);

export const watchlistUpdates = (ctx: SubscriptionContext, member: Member) =>
  ctx.pubsub.subscribe<WatchlistUpdateEvent>(watchlistTopic(member.companyId));

export const alertUpdates = (ctx: SubscriptionContext, member: Member) =>
  ctx.pubsub.subscribe<AlertTriggeredEvent>(alertTopic(member.companyId));

/** Over HTTP there is no event: refused, as the board's subscription is. */
export function eventOrRefusal<T extends { companyId: string }>(event: T | undefined): T {
  if (typeof event?.companyId !== 'string') throw badInput(messages.notifications.websocketOnly);
  return event;
}
