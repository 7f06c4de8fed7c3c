import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MarketDataError } from '../provider';
import type { ExchangeAnnouncement, MarketDataFailure } from '../provider';
import { createEodhdProvider, eodhdTickerOf, symbolOfEodhdTicker } from './eodhd';
import type { EodhdOptions } from './eodhd';

const API_KEY = 'eodhd-test-key-7Qx2';
const RECORDINGS = new URL('./eodhd-recordings/', import.meta.url);

/** The 3 June 2025 session: 10:00 to 16:00 in Sydney, 00:00 to 06:00 UTC. */
const SESSION = { from: new Date('2025-06-03T00:00:00Z'), to: new Date('2025-06-03T06:00:00Z') };
const SESSION_FROM = String(SESSION.from.getTime() / 1000);
const SESSION_TO = String(SESSION.to.getTime() / 1000);
const DAY_SECONDS = 24 * 60 * 60;

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** A request EODHD would answer: the path, the parameters it must carry, and the answer. */
interface Route {
  path: string;
  query?: Record<string, string>;
  answer: Answer | 'never';
}

/**
 * A recorded answer; an `error-<status>` file is answered with that status, and with the headers
 * of its `.headers.json` beside it.
 */
function recorded(file: string, status = Number(/^error-(\d+)/.exec(file)?.[1] ?? 200)): Answer {
  const body = readFileSync(new URL(file, RECORDINGS), 'utf8');
  const headersFile = new URL(file.replace(/\.\w+$/, '.headers.json'), RECORDINGS);
  const contentType = file.endsWith('.json')
    ? 'application/json'
    : body.startsWith('<')
      ? 'text/html'
      : 'text/plain';
  return {
    status,
    body,
    headers: {
      'Content-Type': contentType,
      ...(existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {}),
    },
  };
}

const json = (body: unknown, status = 200): Answer => ({
  status,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});

let server: Server;
let baseUrl: string;
let routes: Route[];
let seen: URL[];
/** Requests no route expected: each fails the test it was made in. */
let unexpected: string[];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push(url);
    const answer = (reply: Answer) => {
      response.writeHead(reply.status, reply.headers);
      response.end(reply.body);
    };
    // EODHD refuses a request without its key; fmt=json is what makes it answer JSON.
    if (url.searchParams.get('api_token') !== API_KEY || url.searchParams.get('fmt') !== 'json') {
      unexpected.push(`without the key or fmt=json: ${url.pathname}`);
      return answer(recorded('error-401.json'));
    }
    const route = routes.find(
      ({ path, query = {} }) =>
        path === url.pathname &&
        Object.entries(query).every(([name, value]) => url.searchParams.get(name) === value),
    );
    if (!route) {
      unexpected.push(`${url.pathname}${url.search.replace(API_KEY, '…')}`);
      return answer({ status: 400, body: 'No recording for this request', headers: {} });
    }
    // Left open: the adapter's timeout has to end it.
    if (route.answer === 'never') return;
    answer(route.answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  routes = [];
  seen = [];
  unexpected = [];
});

afterEach(() => {
  expect(unexpected).toEqual([]);
});

const eodhd = (options: Partial<EodhdOptions> = {}) =>
  createEodhdProvider({ apiKey: API_KEY, baseUrl, ...options });

/** The MarketDataError a call fails with; anything else thrown fails the test. */
async function failureOf(call: Promise<unknown>): Promise<MarketDataError> {
  const error = await call.then(
    () => expect.fail('the call succeeded'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MarketDataError);
  expect((error as MarketDataError).message).not.toContain(API_KEY);
  return error as MarketDataError;
}

describe('the EODHD market-data provider', () => {
  it('names ASX symbols the EODHD way and back', () => {
    expect(eodhdTickerOf('BHP.AX')).toBe('BHP.AU');
    expect(eodhdTickerOf('XRO.AX')).toBe('XRO.AU');
    expect(symbolOfEodhdTicker('BHP.AU')).toBe('BHP.AX');
    expect(symbolOfEodhdTicker('cba.au')).toBe('CBA.AX');
    expect(symbolOfEodhdTicker('AAPL.US')).toBeNull();
  });

  it('refuses a symbol that is not on the ASX without asking EODHD', async () => {
    for (const symbol of ['AAPL.US', 'BHP', 'bhp.ax', 'BHP.AU']) {
      expect((await failureOf(eodhd().quote(symbol))).failure).toBe('unknown-symbol');
    }
    expect(seen).toHaveLength(0);
  });

  it('says it is EODHD, real rather than simulated, and without announcements', () => {
    expect(eodhd()).toMatchObject({ kind: 'eodhd', simulated: false, offersAnnouncements: false });
  });

  it("quotes a symbol from EODHD's real-time price, asking with the key and its ticker", async () => {
    routes = [{ path: '/api/real-time/BHP.AU', answer: recorded('real-time-bhp.json') }];
    const askedAt: Date[] = [];
    const isMarketOpen = (at: Date) => {
      askedAt.push(at);
      return true;
    };

    const quote = await eodhd({ isMarketOpen }).quote('BHP.AX');

    expect(quote).toEqual({
      symbol: 'BHP.AX',
      price: 39.7,
      previousClose: 38.84,
      change: 0.86,
      changePercent: 2.2142,
      open: 38.9,
      high: 39.81,
      low: 38.86,
      volume: 10183752,
      currency: 'AUD',
      tradedAt: new Date('2025-06-03T05:55:00Z'),
      marketOpen: true,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.searchParams.get('api_token')).toBe(API_KEY);
    expect(seen[0]!.searchParams.has('s')).toBe(false);
    expect(Math.abs(askedAt[0]!.getTime() - Date.now())).toBeLessThan(5000);
  });

  it('says the market is closed when no ASX calendar is given', async () => {
    routes = [{ path: '/api/real-time/BHP.AU', answer: recorded('real-time-bhp.json') }];
    expect((await eodhd().quote('BHP.AX')).marketOpen).toBe(false);
  });

  it('quotes several symbols in one request, in the order they were asked for', async () => {
    routes = [
      {
        path: '/api/real-time/CBA.AU',
        query: { s: 'BHP.AU' },
        answer: recorded('real-time-bhp-cba.json'),
      },
    ];

    const quotes = await eodhd().quotes(['CBA.AX', 'BHP.AX']);

    expect(quotes.map((quote) => quote.symbol)).toEqual(['CBA.AX', 'BHP.AX']);
    expect(quotes[0]).toMatchObject({ price: 179.42, changePercent: 0.7412, volume: 0 });
    expect(seen).toHaveLength(1);
  });

  it('refuses several symbols when EODHD answers some with NA or not at all, naming those', async () => {
    routes = [
      {
        path: '/api/real-time/BHP.AU',
        query: { s: 'QQQZ.AU,ZZZ.AU' },
        answer: recorded('real-time-bhp-unlisted.json'),
      },
    ];

    const failure = await failureOf(eodhd().quotes(['BHP.AX', 'QQQZ.AX', 'ZZZ.AX']));

    expect(failure.failure).toBe('unknown-symbol');
    expect(failure.message).toBe('EODHD has no price for QQQZ.AX, ZZZ.AX.');
  });

  it('takes a quote whose price is NA for an unknown symbol', async () => {
    routes = [{ path: '/api/real-time/QQQZ.AU', answer: recorded('real-time-unlisted.json') }];

    const failure = await failureOf(eodhd().quote('QQQZ.AX'));

    expect(failure.failure).toBe('unknown-symbol');
    expect(failure.message).toContain('QQQZ.AX');
  });

  it('answers no quotes for no symbols without asking EODHD', async () => {
    expect(await eodhd().quotes([])).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it("draws a session's 5-minute bars from EODHD's intraday answer", async () => {
    routes = [
      {
        path: '/api/intraday/BHP.AU',
        query: { interval: '5m', from: SESSION_FROM, to: SESSION_TO },
        answer: recorded('intraday-bhp-5m.json'),
      },
    ];

    const bars = await eodhd().intraday('BHP.AX', SESSION, 5);

    expect(bars).toHaveLength(72);
    expect(bars[0]).toEqual({
      at: new Date('2025-06-03T00:00:00Z'),
      open: 38.9,
      high: 38.97,
      low: 38.86,
      close: 38.94,
      volume: 404195,
    });
    expect(bars.at(-1)!.at).toEqual(new Date('2025-06-03T05:55:00Z'));
  });

  it.each([
    [1, '1m'],
    [60, '1h'],
  ])('asks EODHD for %i-minute bars as interval=%s', async (minutes, interval) => {
    routes = [
      {
        path: '/api/intraday/BHP.AU',
        query: { interval },
        answer: recorded('intraday-bhp-5m.json'),
      },
    ];

    expect(await eodhd().intraday('BHP.AX', SESSION, minutes)).toHaveLength(72);
  });

  it.each([
    [15, 24],
    [30, 12],
  ])('builds %i-minute bars from 5-minute ones, %i in a session', async (minutes, count) => {
    routes = [
      {
        path: '/api/intraday/BHP.AU',
        query: { interval: '5m' },
        answer: recorded('intraday-bhp-5m.json'),
      },
    ];
    const fives = await eodhd().intraday('BHP.AX', SESSION, 5);
    const perBar = minutes / 5;

    const bars = await eodhd().intraday('BHP.AX', SESSION, minutes);

    expect(bars).toHaveLength(count);
    const firstFives = fives.slice(0, perBar);
    expect(bars[0]).toEqual({
      at: fives[0]!.at,
      open: fives[0]!.open,
      high: Math.max(...firstFives.map((bar) => bar.high)),
      low: Math.min(...firstFives.map((bar) => bar.low)),
      close: fives[perBar - 1]!.close,
      volume: firstFives.reduce((sum, bar) => sum + bar.volume, 0),
    });
    expect(bars[1]!.at).toEqual(fives[perBar]!.at);
    const volume = (list: { volume: number }[]) => list.reduce((sum, bar) => sum + bar.volume, 0);
    expect(volume(bars)).toBe(volume(fives));
  });

  it.each([
    [5, '5m', 700, 600],
    [1, '1m', 130, 120],
  ])(
    'splits %i-minute bars over a range longer than EODHD allows into requests it accepts',
    async (minutes, interval, days, maxDays) => {
      routes = [
        {
          path: '/api/intraday/BHP.AU',
          query: { interval },
          answer: recorded('intraday-bhp-5m.json'),
        },
      ];
      const to = SESSION.to;
      const from = new Date(to.getTime() - days * DAY_SECONDS * 1000);

      const bars = await eodhd().intraday('BHP.AX', { from, to }, minutes);

      const spans = seen.map((url) => [
        Number(url.searchParams.get('from')),
        Number(url.searchParams.get('to')),
      ]);
      expect(spans).toEqual([
        [from.getTime() / 1000, from.getTime() / 1000 + maxDays * DAY_SECONDS],
        [from.getTime() / 1000 + maxDays * DAY_SECONDS, to.getTime() / 1000],
      ]);
      // Both spans were answered with the same session: its bars come back once.
      expect(bars).toHaveLength(72);
    },
  );

  it('refuses a bar size EODHD cannot give without asking it', async () => {
    expect((await failureOf(eodhd().intraday('BHP.AX', SESSION, 10))).failure).toBe('unavailable');
    expect(seen).toHaveLength(0);
  });

  it("draws a bar a trading day from EODHD's end-of-day prices, from the ASX open", async () => {
    routes = [
      {
        path: '/api/eod/BHP.AU',
        // Midnight of 20 May in Sydney is still 19 May in UTC: the ASX's date is the one asked for.
        query: { from: '2025-05-20', to: '2025-06-03', period: 'd', order: 'a' },
        answer: recorded('eod-bhp.json'),
      },
    ];
    const range = { from: new Date('2025-05-19T14:00:00Z'), to: SESSION.to };

    const bars = await eodhd().daily('BHP.AX', range);

    expect(bars).toHaveLength(11);
    expect(bars.at(-1)).toEqual({
      at: new Date('2025-06-03T00:00:00Z'),
      open: 38.9,
      high: 39.81,
      low: 38.86,
      close: 39.7,
      volume: 10183752,
    });
    expect(bars[0]!.at).toEqual(new Date('2025-05-20T00:00:00Z'));
  });

  it('lists the newest news about the company first, with a short summary and its source', async () => {
    routes = [
      {
        path: '/api/news',
        query: { s: 'BHP.AU', limit: '10', offset: '0' },
        answer: recorded('news-bhp.json'),
      },
    ];

    const news = await eodhd().news('BHP.AX', 10);

    expect(news.map((item) => item.source)).toEqual(['example.com', 'example.org', 'example.net']);
    expect(news[0]).toMatchObject({
      id: 'https://example.com/markets/bhp-closes-higher',
      title: 'Sample: BHP closes higher as iron ore steadies',
      url: 'https://example.com/markets/bhp-closes-higher',
      publishedAt: new Date('2025-06-03T06:42:00Z'),
    });
    expect(news[0]!.summary.length).toBeLessThanOrEqual(300);
    expect(news[0]!.summary).toMatch(/^Sample article made for Quorum's tests.*\w…$/);
    expect(news[1]!.summary).toBe("Sample article made for Quorum's tests.");
  });

  it('asks for no more than the 1000 articles EODHD allows', async () => {
    routes = [{ path: '/api/news', query: { limit: '1000' }, answer: json([]) }];
    expect(await eodhd().news('BHP.AX', 5000)).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('keeps a link that is not a web address off the page', async () => {
    const article = {
      date: '2025-06-03T06:42:00+00:00',
      title: 'Sample',
      content: 'Sample',
      link: 'javascript:alert(1)',
    };
    routes = [{ path: '/api/news', answer: json([article]) }];

    const [item] = await eodhd().news('BHP.AX', 1);

    expect(item).toMatchObject({ url: null, source: 'EODHD' });
  });

  it('offers no ASX announcements or their documents', async () => {
    const provider = eodhd();
    const announcement = {} as ExchangeAnnouncement;
    for (const call of [
      provider.announcements('BHP.AX', new Date()),
      provider.document(announcement),
    ]) {
      const failure = await failureOf(call);
      expect(failure.failure).toBe('unavailable');
      expect(failure.message).toContain('EODHD offers no ASX company announcements');
    }
  });

  it.each<[string, MarketDataFailure]>([
    ['error-401.json', 'unauthorized'],
    ['error-403.txt', 'unauthorized'],
    ['error-404.txt', 'unknown-symbol'],
    ['error-500.txt', 'unavailable'],
  ])('turns the answer in %s into %s', async (file, kind) => {
    routes = [{ path: '/api/eod/BHP.AU', answer: recorded(file) }];
    const failure = await failureOf(eodhd().daily('BHP.AX', SESSION));
    expect(failure.failure).toBe(kind);
    expect(failure.retryAfterSeconds).toBeNull();
  });

  it('says how long to wait when EODHD limits the rate', async () => {
    routes = [{ path: '/api/real-time/BHP.AU', answer: recorded('error-429.txt') }];

    const failure = await failureOf(eodhd().quote('BHP.AX'));

    expect(failure.failure).toBe('rate-limited');
    expect(failure.retryAfterSeconds).toBe(60);
  });

  it('gives up on an EODHD that does not answer in time', async () => {
    routes = [{ path: '/api/real-time/BHP.AU', answer: 'never' }];
    const startedAt = Date.now();

    const failure = await failureOf(eodhd({ timeoutMs: 100 }).quote('BHP.AX'));

    expect(failure.failure).toBe('unavailable');
    expect(failure.message).toContain('within 100 ms');
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });

  it('takes an answer that is not in the documented shape for unavailable', async () => {
    const page = recorded('error-500.txt', 200);
    const answers = [
      ['/api/real-time/BHP.AU', page],
      ['/api/real-time/BHP.AU', json({ code: 'BHP.AU', close: 'forty', timestamp: 1 })],
      ['/api/eod/BHP.AU', json({ errors: { from: ['Invalid date'] } })],
      ['/api/intraday/BHP.AU', json([{ timestamp: 'soon', open: 1 }])],
      ['/api/news', json({ data: [] })],
    ] as const;
    const provider = eodhd();
    const calls = {
      'real-time': () => provider.quote('BHP.AX'),
      eod: () => provider.daily('BHP.AX', SESSION),
      intraday: () => provider.intraday('BHP.AX', SESSION, 5),
      news: () => provider.news('BHP.AX', 5),
    };

    for (const [path, answer] of answers) {
      routes = [{ path, answer }];
      const call = calls[path.split('/')[2] as keyof typeof calls];
      expect((await failureOf(call())).failure).toBe('unavailable');
    }
  });

  it('takes a network failure for unavailable', async () => {
    const refused = async (address: string | URL | Request) => {
      throw new TypeError(`fetch failed: connect ECONNREFUSED ${String(address)}`);
    };

    const failure = await failureOf(eodhd({ fetch: refused }).quote('BHP.AX'));

    expect(failure.failure).toBe('unavailable');
  });

  it('never puts the API key in a message, even where EODHD repeats it', async () => {
    routes = [
      {
        path: '/api/real-time/BHP.AU',
        answer: json(
          { status: 401, error: 'Unauthorized', message: `Invalid token ${API_KEY}` },
          401,
        ),
      },
    ];

    const failure = await failureOf(eodhd().quote('BHP.AX'));

    expect(failure.failure).toBe('unauthorized');
    expect(failure.message).toContain('Invalid token [api key]');
  });
});
