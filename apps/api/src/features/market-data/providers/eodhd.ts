// EODHD (eodhd.com) as Quorum's market-data service (issue 19). The paths, parameters, fields and
// limits are those of EODHD's API pages and its OpenAPI spec; where they leave a case open, the
// choice is said beside the code that makes it.
import { TZDate } from '@date-fns/tz';
import { ASX_CODE_PATTERN, codeOfSymbol, symbolOf } from '@quorum/shared';
import { z } from 'zod';
import { MarketDataError } from '../provider';
import type {
  Bar,
  MarketDataFailure,
  MarketDataProvider,
  MarketSymbol,
  NewsItem,
  Quote,
} from '../provider';

export const EODHD_URL = 'https://eodhd.com/api';
export const EODHD_TIMEOUT_MS = 8000;

/** EODHD names the ASX "AU": Quorum's BHP.AX is its BHP.AU. */
const EODHD_ASX_SUFFIX = '.AU';
const ASX_CURRENCY = 'AUD';
const ASX_TIME_ZONE = 'Australia/Sydney';
/** ASX trading opens at 10:00 Sydney time: where a daily bar starts. */
const ASX_OPEN_HOUR = 10;

const DAY_SECONDS = 24 * 60 * 60;
/** The widest from→to of one intraday request (EODHD's intraday page, "Time Range Limitations"). */
const INTRADAY_MAX_DAYS = { '1m': 120, '5m': 600, '1h': 7200 } as const;
type EodhdInterval = keyof typeof INTRADAY_MAX_DAYS;

/**
 * Where each bar size comes from. The intraday page offers 1m, 5m and 1h, with a range limit for
 * each; the OpenAPI spec also lists 15m and 30m but gives them no limit, so those bars are built
 * from 5-minute ones, whose limit is known.
 */
const INTRADAY_SOURCE: Partial<Record<number, { interval: EodhdInterval; barsPerBar: number }>> = {
  1: { interval: '1m', barsPerBar: 1 },
  5: { interval: '5m', barsPerBar: 1 },
  15: { interval: '5m', barsPerBar: 3 },
  30: { interval: '5m', barsPerBar: 6 },
  60: { interval: '1h', barsPerBar: 1 },
};

/** The news endpoint's `limit` runs from 1 to 1000. */
const NEWS_LIMIT_MAX = 1000;
/** EODHD sends a whole article as `content`; the summary is its opening. (ours) */
const NEWS_SUMMARY_MAX = 300;

const NO_ANNOUNCEMENTS = 'EODHD offers no ASX company announcements.';

/** 'BHP.AX' → 'BHP.AU'. Quorum lists ASX symbols only; anything else is unknown to EODHD here. */
export function eodhdTickerOf(symbol: MarketSymbol): string {
  const code = codeOfSymbol(symbol);
  if (!ASX_CODE_PATTERN.test(code) || symbolOf(code) !== symbol) {
    throw new MarketDataError('unknown-symbol', `${symbol} is not an ASX symbol such as BHP.AX.`);
  }
  return `${code}${EODHD_ASX_SUFFIX}`;
}

/** 'BHP.AU' → 'BHP.AX'; null for a ticker that is not on the ASX. */
export function symbolOfEodhdTicker(ticker: string): MarketSymbol | null {
  const code = ticker.toUpperCase().slice(0, -EODHD_ASX_SUFFIX.length);
  const onAsx = ticker.toUpperCase().endsWith(EODHD_ASX_SUFFIX) && ASX_CODE_PATTERN.test(code);
  return onAsx ? symbolOf(code) : null;
}

/** A number, or what EODHD sends for one it does not have: the string "NA", null, or nothing. */
const maybeNumber = z
  .union([z.number(), z.literal('NA'), z.null()])
  .optional()
  .transform((value) => (typeof value === 'number' ? value : null));

const liveQuote = z.object({
  code: z.string(),
  timestamp: maybeNumber,
  open: maybeNumber,
  high: maybeNumber,
  low: maybeNumber,
  close: maybeNumber,
  volume: maybeNumber,
  previousClose: maybeNumber,
  change: maybeNumber,
  change_p: maybeNumber,
});
type LiveQuote = z.infer<typeof liveQuote>;
/** One ticker answers an object; several (the `s` parameter) an array. */
const liveAnswer = z.union([liveQuote, z.array(liveQuote)]);

const intradayAnswer = z.array(
  z.object({
    timestamp: z.number(),
    open: z.number(),
    high: z.number(),
    low: z.number(),
    close: z.number(),
    volume: z.number().nullable(),
  }),
);

const eodAnswer = z.array(
  z.object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    open: z.number(),
    high: z.number(),
    low: z.number(),
    close: z.number(),
    volume: z.number(),
  }),
);

const newsAnswer = z.array(
  z.object({
    date: z.string().refine((date) => !Number.isNaN(Date.parse(date))),
    title: z.string(),
    content: z.string(),
    link: z.string(),
  }),
);

const errorBody = z.object({ message: z.string() });
/** Only a web address can be a link on Quorum's pages: no javascript: or data: URLs. */
const webAddress = z.url({ protocol: /^https?$/ });

export interface EodhdOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Whether the ASX is trading at a moment: the app passes the ASX calendar. */
  isMarketOpen?: (at: Date) => boolean;
}

/**
 * Prices and news from EODHD. Every failure is a MarketDataError, and no message carries the key:
 * it travels in the address (EODHD's `api_token`), which is never put into one.
 */
export function createEodhdProvider({
  apiKey,
  baseUrl = EODHD_URL,
  fetch = globalThis.fetch,
  timeoutMs = EODHD_TIMEOUT_MS,
  isMarketOpen = () => false,
}: EodhdOptions): MarketDataProvider {
  const fail = (failure: MarketDataFailure, message: string, retryAfterSeconds?: number | null) =>
    new MarketDataError(
      failure,
      apiKey ? message.replaceAll(apiKey, '[api key]') : message,
      retryAfterSeconds ?? null,
    );

  const failureOf = (response: Response, body: string, call: string, about: string) => {
    // Error bodies are JSON ({"status", "error", "message"}) or plain text and HTML.
    let said = '';
    try {
      const parsed = errorBody.safeParse(JSON.parse(body));
      if (parsed.success) said = ` ("${parsed.data.message.slice(0, 200)}")`;
    } catch {
      // Text or HTML: the status says it all.
    }
    switch (response.status) {
      case 401:
        return fail('unauthorized', `EODHD refused the API key for ${call}${said}.`);
      case 403:
        return fail('unauthorized', `The EODHD plan does not cover ${call}${said}.`);
      case 404:
        return fail('unknown-symbol', `EODHD does not know ${about}.`);
      case 429: {
        const retryAfter = response.headers.get('Retry-After')?.trim() ?? '';
        return fail(
          'rate-limited',
          `EODHD asked for fewer requests (${call}).`,
          /^\d+$/.test(retryAfter) ? Number(retryAfter) : null,
        );
      }
      default:
        return fail('unavailable', `EODHD answered ${call} with status ${response.status}${said}.`);
    }
  };

  /** GETs a path and answers its JSON, or throws the failure its status means. */
  const get = async (path: string, params: Record<string, string>, about: string) => {
    const query = new URLSearchParams({ ...params, api_token: apiKey, fmt: 'json' });
    const call = `${path.split('/')[1]} for ${about}`;
    let response: Response;
    let body: string;
    try {
      response = await fetch(`${baseUrl}${path}?${query}`, {
        signal: AbortSignal.timeout(timeoutMs),
        // A redirect would carry the key in its address to wherever it points.
        redirect: 'error',
      });
      body = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw fail(
        'unavailable',
        timedOut
          ? `EODHD did not answer ${call} within ${timeoutMs} ms.`
          : `EODHD could not be reached for ${call}.`,
      );
    }
    if (response.ok) {
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw fail('unavailable', `EODHD answered ${call} with something other than JSON.`);
      }
    }
    throw failureOf(response, body, call, about);
  };

  const parse = <T>(schema: z.ZodType<T>, answer: unknown, call: string): T => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw fail('unavailable', `EODHD's answer to ${call} is not in its documented shape.`);
    }
    return parsed.data;
  };

  const quotes: MarketDataProvider['quotes'] = async (symbols) => {
    const tickers = [...new Set(symbols)].map(eodhdTickerOf);
    const [first, ...rest] = tickers;
    if (!first) return [];
    const about = symbols.join(', ');
    const answer = parse(
      liveAnswer,
      await get(`/real-time/${first}`, rest.length ? { s: rest.join(',') } : {}, about),
      `real-time for ${about}`,
    );
    const bySymbol = new Map(
      (Array.isArray(answer) ? answer : [answer]).map((entry) => [
        symbolOfEodhdTicker(entry.code),
        entry,
      ]),
    );
    const marketOpen = isMarketOpen(new Date());
    const found = symbols.map((symbol) => {
      const entry = bySymbol.get(symbol);
      return entry ? quoteOf(symbol, entry, marketOpen) : null;
    });
    // A symbol EODHD leaves out, or answers with "NA" for its price, is one it does not know; like
    // the replay's, the answer is then a refusal naming it, so the quotes stay one a symbol.
    const unknown = symbols.filter((_, index) => !found[index]);
    if (unknown.length > 0) {
      throw fail('unknown-symbol', `EODHD has no price for ${unknown.join(', ')}.`);
    }
    return found.filter((quote) => quote !== null);
  };

  return {
    kind: 'eodhd',
    simulated: false,
    offersAnnouncements: false,

    async quote(symbol) {
      const [quote] = await quotes([symbol]); // one quote, or quotes() has thrown
      return quote!;
    },

    quotes,

    async intraday(symbol, range, intervalMinutes) {
      const ticker = eodhdTickerOf(symbol);
      const source = INTRADAY_SOURCE[intervalMinutes];
      if (!source) throw fail('unavailable', `EODHD has no ${intervalMinutes}-minute bars.`);
      const from = Math.floor(range.from.getTime() / 1000);
      const to = Math.floor(range.to.getTime() / 1000);
      if (to < from) return [];
      const byTime = new Map<number, Bar>();
      const maxSeconds = INTRADAY_MAX_DAYS[source.interval] * DAY_SECONDS;
      // One request per span EODHD allows, one after another: each costs 5 of the day's calls.
      for (const [start, end] of spansOf(from, to, maxSeconds)) {
        const params = { interval: source.interval, from: String(start), to: String(end) };
        const answer = await get(`/intraday/${ticker}`, params, symbol);
        for (const bar of parse(intradayAnswer, answer, `intraday for ${symbol}`)) {
          byTime.set(bar.timestamp, {
            at: new Date(bar.timestamp * 1000),
            open: bar.open,
            high: bar.high,
            low: bar.low,
            close: bar.close,
            volume: bar.volume ?? 0,
          });
        }
      }
      const bars = [...byTime.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
      return source.barsPerBar === 1 ? bars : combined(bars, intervalMinutes);
    },

    async daily(symbol, range) {
      const ticker = eodhdTickerOf(symbol);
      const params = {
        from: asxDateOf(range.from),
        to: asxDateOf(range.to),
        period: 'd',
        order: 'a',
      };
      const days = parse(
        eodAnswer,
        await get(`/eod/${ticker}`, params, symbol),
        `eod for ${symbol}`,
      );
      return days
        .map((day) => ({
          at: sessionOpenOf(day.date),
          open: day.open,
          high: day.high,
          low: day.low,
          close: day.close,
          volume: day.volume,
        }))
        .sort((a, b) => a.at.getTime() - b.at.getTime());
    },

    async news(symbol, limit) {
      const ticker = eodhdTickerOf(symbol);
      const count = Math.min(Math.floor(limit), NEWS_LIMIT_MAX);
      if (!(count >= 1)) return [];
      const params = { s: ticker, limit: String(count), offset: '0' };
      const articles = parse(newsAnswer, await get('/news', params, symbol), `news for ${symbol}`);
      return articles
        .map(newsItemOf)
        .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    },

    async announcements() {
      throw fail('unavailable', NO_ANNOUNCEMENTS);
    },

    async document() {
      throw fail('unavailable', NO_ANNOUNCEMENTS);
    },
  };
}

/** The quote, or null when EODHD has no price, previous close or trade time for the symbol. */
function quoteOf(symbol: MarketSymbol, entry: LiveQuote, marketOpen: boolean): Quote | null {
  const { close: price, previousClose, timestamp } = entry;
  if (price === null || previousClose === null || timestamp === null) return null;
  const change = entry.change ?? price - previousClose;
  return {
    symbol,
    price,
    previousClose,
    change,
    changePercent: entry.change_p ?? (previousClose ? (change / previousClose) * 100 : 0),
    // Before a session's first trade there is no range yet: the price is its only level.
    open: entry.open ?? price,
    high: entry.high ?? price,
    low: entry.low ?? price,
    volume: entry.volume ?? 0,
    currency: ASX_CURRENCY,
    tradedAt: new Date(timestamp * 1000),
    marketOpen,
  };
}

/** from→to in spans of at most maxSeconds; neighbours share an edge, so no bar falls between. */
function spansOf(from: number, to: number, maxSeconds: number): [number, number][] {
  const spans: [number, number][] = [];
  for (let start = from; start < to || spans.length === 0; start += maxSeconds) {
    spans.push([start, Math.min(start + maxSeconds, to)]);
  }
  return spans;
}

/** Longer bars from consecutive shorter ones; ASX sessions open on the half hour (UTC too). */
function combined(bars: Bar[], minutes: number): Bar[] {
  const size = minutes * 60 * 1000;
  const groups = new Map<number, Bar[]>();
  for (const bar of bars) {
    const start = Math.floor(bar.at.getTime() / size) * size;
    groups.set(start, [...(groups.get(start) ?? []), bar]);
  }
  return [...groups].map(([start, group]) => ({
    at: new Date(start),
    open: group[0]!.open,
    high: Math.max(...group.map((bar) => bar.high)),
    low: Math.min(...group.map((bar) => bar.low)),
    close: group[group.length - 1]!.close,
    volume: group.reduce((sum, bar) => sum + bar.volume, 0),
  }));
}

/** The ASX trading day a moment falls on, as EODHD's YYYY-MM-DD. */
function asxDateOf(at: Date): string {
  return new TZDate(at.getTime(), ASX_TIME_ZONE).toISOString().slice(0, 10);
}

function sessionOpenOf(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, ASX_OPEN_HOUR, ASX_TIME_ZONE).getTime());
}

function newsItemOf(article: z.infer<typeof newsAnswer>[number]): NewsItem {
  const url = webAddress.safeParse(article.link).success ? article.link : null;
  const content = article.content.trim().replace(/\s+/g, ' ');
  const cut = content.lastIndexOf(' ', NEWS_SUMMARY_MAX - 1);
  return {
    // EODHD gives an article no id; its address is what stays the same between fetches.
    id: article.link,
    title: article.title.trim(),
    summary:
      content.length <= NEWS_SUMMARY_MAX
        ? content
        : `${content.slice(0, cut > 0 ? cut : NEWS_SUMMARY_MAX - 1)}…`,
    url,
    publishedAt: new Date(article.date),
    source: url ? new URL(url).hostname.replace(/^www\./, '') : 'EODHD',
  };
}
