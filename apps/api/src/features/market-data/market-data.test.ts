import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { notifications, outboxEmails } from '../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { marketOpenAtOrAfter } from './providers/replay';

const t = useTestApp();
const text = messages.marketData;

/** A Tuesday session on the ASX (Sydney summer time): the replay trades then on every run. */
const TRADING = marketOpenAtOrAfter(new Date('2026-11-24T00:30:00Z'));

const PRICE = `query($s: String) { getStockPrice(symbol: $s) { symbol code price previousClose marketOpen stale simulated tradedAt asOf } }`;
const WATCHLIST = '{ watchlistId name description stocks { symbol code name quote { price } } }';
const CREATE_LIST = `mutation($i: StockWatchlistInput!) { createWatchlist(input: $i) ${WATCHLIST} }`;
const ADD_STOCK = `mutation($i: WatchlistStockInput!) { addStockToWatchlist(input: $i) ${WATCHLIST} }`;
const REMOVE_STOCK = `mutation($i: WatchlistStockInput!) { removeStockFromWatchlist(input: $i) ${WATCHLIST} }`;
const ALERT =
  '{ alertId symbol alertType condition targetPrice isActive armed lastTriggeredValue }';
const CREATE_ALERT = `mutation($i: StockAlertInput!) { createStockAlert(input: $i) ${ALERT} }`;
const PREFERENCES = `mutation($i: StockDataPreferencesInput!) { updateStockDataPreferences(input: $i) { autoRefreshInterval preferredDataProvider } }`;

interface Quote {
  symbol: string;
  code: string;
  price: number;
  previousClose: number;
  marketOpen: boolean;
  stale: boolean;
  simulated: boolean;
}
interface Watchlist {
  watchlistId: string;
  name: string;
  stocks: { symbol: string; code: string; name: string; quote: { price: number } | null }[];
}

async function companyAdmin() {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id);
  const { accessToken } = await signIn(t, admin.email, admin.password);
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(t.app, query, variables, accessToken);
  return { db, admin, company, call, accessToken };
}

/** The market clock at `at`, and the cache forgotten so the next read asks the replay. */
function marketAt(at: Date) {
  t.app.market.clock.set(at);
  t.app.market.feed.forget('');
}

describe('the share price', () => {
  it("is the caller's own company's by default, simulated, and trading during a session", async () => {
    marketAt(TRADING);
    const { company, call } = await companyAdmin();
    const { data } = await call<{ getStockPrice: Quote }>(PRICE);
    expect(data!.getStockPrice).toMatchObject({
      symbol: `${company.asxCode}.AX`,
      code: company.asxCode,
      marketOpen: true,
      stale: false,
      simulated: true,
    });
    expect(data!.getStockPrice.price).toBeGreaterThan(0);
  });

  it('refuses an unknown ASX code and a malformed one, each with its own words', async () => {
    const { call } = await companyAdmin();
    const unknown = await call(PRICE, { s: 'ZZZQ9' });
    expect(unknown.errors?.[0]).toMatchObject({
      message: text.symbolUnknown('ZZZQ9'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const malformed = await call(PRICE, { s: 'B!' });
    expect(malformed.errors?.[0]?.message).toBe(text.symbolInvalid);
  });

  it('draws a day as intraday bars and five years as about 260 weekly ones', async () => {
    marketAt(TRADING);
    const { call } = await companyAdmin();
    const history = (range: string) =>
      call<{ getStockPriceHistory: { bars: { at: string; close: number }[] } }>(
        `query($r: PriceRange!) { getStockPriceHistory(symbol: "BHP", range: $r) { bars { at close } } }`,
        { r: range },
      );
    const day = (await history('ONE_DAY')).data!.getStockPriceHistory.bars;
    expect(day.length).toBeGreaterThan(0);
    // One session: 10:00 to 16:00 in Sydney, six hours.
    const times = day.map((bar) => Date.parse(bar.at));
    expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(6 * 60 * 60 * 1000);
    const fiveYears = (await history('FIVE_YEARS')).data!.getStockPriceHistory.bars;
    expect(fiveYears.length).toBeGreaterThan(250);
    expect(fiveYears.length).toBeLessThan(265);
  });
});

describe('watchlists', () => {
  it('hold peers by their ASX codes, with names and prices, and let one go', async () => {
    marketAt(TRADING);
    const { call } = await companyAdmin();
    const created = await call<{ createWatchlist: Watchlist }>(CREATE_LIST, {
      i: { name: 'Iron ore peers', description: 'The majors' },
    });
    const listId = created.data!.createWatchlist.watchlistId;
    await call(ADD_STOCK, { i: { watchlistId: listId, symbol: 'bhp' } });
    const added = await call<{ addStockToWatchlist: Watchlist }>(ADD_STOCK, {
      i: { watchlistId: listId, symbol: 'RIO.AX' },
    });
    expect(added.data!.addStockToWatchlist.stocks).toEqual([
      expect.objectContaining({
        code: 'BHP',
        name: 'BHP Group',
        quote: { price: expect.any(Number) },
      }),
      expect.objectContaining({ code: 'RIO', name: 'Rio Tinto' }),
    ]);
    const again = await call(ADD_STOCK, { i: { watchlistId: listId, symbol: 'BHP' } });
    expect(again.errors?.[0]).toMatchObject({
      message: text.stockAlreadyWatched('BHP'),
      extensions: { code: 'CONFLICT' },
    });
    const removed = await call<{ removeStockFromWatchlist: Watchlist }>(REMOVE_STOCK, {
      i: { watchlistId: listId, symbol: 'BHP' },
    });
    expect(removed.data!.removeStockFromWatchlist.stocks.map((s) => s.code)).toEqual(['RIO']);
  });

  it('refuses a second watchlist of the same name, whatever its case', async () => {
    const { call } = await companyAdmin();
    await call(CREATE_LIST, { i: { name: 'Peers' } });
    const twin = await call(CREATE_LIST, { i: { name: 'PEERS' } });
    expect(twin.errors?.[0]?.message).toBe(text.watchlistNameTaken);
  });

  it('refuses an unknown code before writing anything', async () => {
    const { call } = await companyAdmin();
    const listId = (await call<{ createWatchlist: Watchlist }>(CREATE_LIST, { i: { name: 'A' } }))
      .data!.createWatchlist.watchlistId;
    const unknown = await call(ADD_STOCK, { i: { watchlistId: listId, symbol: 'QQQZ1' } });
    expect(unknown.errors?.[0]?.message).toBe(text.symbolUnknown('QQQZ1'));
    const lists = await call<{ getWatchlists: Watchlist[] }>(`{ getWatchlists ${WATCHLIST} }`);
    expect(lists.data!.getWatchlists[0]!.stocks).toEqual([]);
  });

  it("are another company's to change, never ours: its watchlist is not found", async () => {
    const other = await companyAdmin();
    const theirs = (
      await other.call<{ createWatchlist: Watchlist }>(CREATE_LIST, { i: { name: 'Theirs' } })
    ).data!.createWatchlist.watchlistId;
    const { call } = await companyAdmin();
    const reached = await call(ADD_STOCK, { i: { watchlistId: theirs, symbol: 'BHP' } });
    expect(reached.errors?.[0]).toMatchObject({
      message: text.watchlistNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const alert = await call(CREATE_ALERT, {
      i: {
        watchlistId: theirs,
        symbol: 'BHP',
        alertType: 'PRICE',
        condition: 'ABOVE',
        targetPrice: 50,
      },
    });
    expect(alert.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('alerts', () => {
  it('refuse a negative or zero target with a clear message', async () => {
    const { call } = await companyAdmin();
    for (const targetPrice of [-5, 0]) {
      const refused = await call(CREATE_ALERT, {
        i: { symbol: 'BHP', alertType: 'PRICE', condition: 'ABOVE', targetPrice },
      });
      expect(refused.errors?.[0]).toMatchObject({
        message: text.alertTargetPositive,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('fire once when the price crosses the target, tell the team by bell and email, and fire again only after falling back', async () => {
    const { db, company, call, admin } = await companyAdmin();
    const colleague = await makeUser(db);
    await addMember(db, company.id, colleague.id, 'member');
    const symbol = 'CSL.AX';
    const provider = t.app.market.feed.provider;
    const priceAt = async (at: Date) => {
      marketAt(at);
      return (await provider.quote(symbol)).price;
    };
    // A moment in the session, and the first later second the price is higher: the target
    // sits between the two, just above the price when the alert is made.
    const start = TRADING;
    const startPrice = await priceAt(start);
    let crossed = new Date(start);
    let crossedPrice = startPrice;
    while (crossedPrice <= startPrice) {
      crossed = new Date(crossed.getTime() + 1000);
      crossedPrice = await priceAt(crossed);
    }
    const target = (startPrice + crossedPrice) / 2;
    marketAt(start);
    const created = await call<{ createStockAlert: { alertId: string; armed: boolean } }>(
      CREATE_ALERT,
      { i: { symbol: 'CSL', alertType: 'PRICE', condition: 'ABOVE', targetPrice: target } },
    );
    expect(created.data!.createStockAlert.armed).toBe(true);

    expect((await t.app.marketTick()).fired).toBe(0);
    marketAt(crossed);
    expect((await t.app.marketTick()).fired).toBe(1);
    // Still above a second later, or at the same price: not again.
    marketAt(crossed);
    expect((await t.app.marketTick()).fired).toBe(0);

    const told = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.companyId, company.id),
          eq(notifications.notificationType, 'stock_alert'),
        ),
      );
    expect(told.map((row) => row.userId).sort()).toEqual([admin.id, colleague.id].sort());
    expect(told[0]!.message).toContain('CSL rose to');
    expect(told[0]!.message).toContain('Simulated');
    const emails = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.companyId, company.id));
    expect(emails.filter((email) => email.subject.includes('CSL alert'))).toHaveLength(2);

    // Back below the target, then above again: a second crossing, a second alert.
    let below = new Date(crossed);
    while ((await priceAt(below)) >= target) below = new Date(below.getTime() + 1000);
    expect((await t.app.marketTick()).fired).toBe(0);
    let above = new Date(below);
    while ((await priceAt(above)) < target) above = new Date(above.getTime() + 1000);
    expect((await t.app.marketTick()).fired).toBe(1);
  });

  it('are not set off by a price already past the target when made, only by the next crossing', async () => {
    marketAt(TRADING);
    const { call } = await companyAdmin();
    const created = await call<{ createStockAlert: { armed: boolean } }>(CREATE_ALERT, {
      i: { symbol: 'BHP', alertType: 'PRICE', condition: 'ABOVE', targetPrice: 0.01 },
    });
    expect(created.data!.createStockAlert.armed).toBe(false);
  });
});

describe('preferences', () => {
  it('refuse a refresh interval under 5 seconds or over an hour', async () => {
    const { call } = await companyAdmin();
    const base = {
      defaultCurrency: 'AUD',
      defaultExchange: 'ASX',
      enableRealTimeUpdates: true,
      preferredDataProvider: 'replay',
    };
    for (const autoRefreshInterval of [1, 86_400]) {
      const refused = await call(PREFERENCES, { i: { ...base, autoRefreshInterval } });
      expect(refused.errors?.[0]?.message).toBe(text.refreshIntervalRange(5, 3600));
    }
    const saved = await call<{ updateStockDataPreferences: { autoRefreshInterval: number } }>(
      PREFERENCES,
      { i: { ...base, autoRefreshInterval: 30 } },
    );
    expect(saved.data!.updateStockDataPreferences.autoRefreshInterval).toBe(30);
  });

  it('refuse a provider this server does not run', async () => {
    const { call } = await companyAdmin();
    const refused = await call(PREFERENCES, {
      i: {
        defaultCurrency: 'AUD',
        defaultExchange: 'ASX',
        autoRefreshInterval: 60,
        enableRealTimeUpdates: true,
        preferredDataProvider: 'eodhd',
      },
    });
    expect(refused.errors?.[0]?.message).toBe(text.providerNotConfigured);
  });
});
