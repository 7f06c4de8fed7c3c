import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { listen, watchSubscription } from '../../testing/live';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { marketOpenAtOrAfter } from './providers/replay';
import type { QuoteView } from './types';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 100 });
  url = await listen(t);
});
afterAll(() => t.close());

const TRADING = marketOpenAtOrAfter(new Date('2026-11-24T00:30:00Z'));
const PROBE_PRICE = -1;

async function memberToken() {
  const user = await makeUser(t.database.db);
  await makeCompany(t.database.db, user.id);
  return (await signIn(t, user.email, user.password)).accessToken;
}

/** Someone watching the prices of `symbols`; probes are published on the first symbol. */
function watchPrices(token: string | undefined, symbols: string[]) {
  return watchSubscription<Pick<QuoteView, 'symbol' | 'price' | 'tradedAt'>, []>({
    url,
    token,
    query: `subscription { stockPriceUpdated(symbols: ${JSON.stringify(symbols)}) { symbol price tradedAt } }`,
    field: 'stockPriceUpdated',
    sendProbe: () => {
      t.app.market.hub.publish(`${symbols[0]}.AX`, {
        symbol: `${symbols[0]}.AX`,
        price: PROBE_PRICE,
        tradedAt: new Date(),
      } as QuoteView);
      return Promise.resolve();
    },
    isProbe: (event) => event.price === PROBE_PRICE,
  });
}

describe('live prices over the WebSocket', () => {
  it("bring each tick's new price of the symbols watched, and only those", async () => {
    const watcher = watchPrices(await memberToken(), ['BHP', 'CSL']);
    await watcher.ready();
    t.app.market.clock.set(TRADING);
    await t.app.marketTick();
    t.app.market.clock.set(new Date(TRADING.getTime() + 60_000));
    await t.app.marketTick();
    const events = await watcher.received(4);
    expect(events.map((event) => event.symbol).sort()).toEqual([
      'BHP.AX',
      'BHP.AX',
      'CSL.AX',
      'CSL.AX',
    ]);
    const bhp = events.filter((event) => event.symbol === 'BHP.AX');
    expect(bhp[0]!.tradedAt).not.toBe(bhp[1]!.tradedAt);
    // A tick in which nothing moved tells no one: the clock back at the minute, the price kept.
    t.app.market.clock.set(new Date(TRADING.getTime() + 60_000));
    await t.app.marketTick();
    await watcher.settle();
    expect(watcher.seen).toHaveLength(4);
    await watcher.close();
  });

  it('are refused to someone signed out, and to a subscription of no symbols', async () => {
    const anonymous = watchPrices(undefined, ['BHP']);
    await expect(anonymous.ready()).rejects.toThrow(/refused/);
    await anonymous.close();
    const none = watchPrices(await memberToken(), []);
    await expect(none.ready()).rejects.toThrow(/refused/);
    await none.close();
  });
});
