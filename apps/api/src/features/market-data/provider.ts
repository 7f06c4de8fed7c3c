// What Quorum needs from a market-data service (issue 19), whoever provides it: a real service
// chosen by configuration (providers/eodhd.ts) or the replay (providers/replay.ts), which needs no
// network and says it is simulated wherever it is shown.

/** An exchange-qualified symbol as Quorum stores it: the code and the exchange, "BHP.AX". */
export type MarketSymbol = string;

export interface Quote {
  symbol: MarketSymbol;
  /** The last trade's price, in the listing's currency. */
  price: number;
  /** The previous session's close. */
  previousClose: number;
  change: number;
  /** (price − previousClose) / previousClose × 100. */
  changePercent: number;
  open: number;
  high: number;
  low: number;
  /** Shares traded in the session so far (the last session's when the market is closed). */
  volume: number;
  currency: string;
  /** When the price was set: the last trade, not when it was fetched. */
  tradedAt: Date;
  /** Whether the exchange is trading at the moment the quote was made. */
  marketOpen: boolean;
}

/** One bar of a chart: a minute range of a day (intraday) or a whole session (daily). */
export interface Bar {
  /** The bar's start. A daily bar starts at the session's open. */
  at: Date;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  url: string | null;
  publishedAt: Date;
  source: string;
}

/** An announcement the exchange released for a listed company (ASX's company announcements). */
export interface ExchangeAnnouncement {
  /** The exchange's own id for it, stable across fetches: what makes an import happen once. */
  id: string;
  symbol: MarketSymbol;
  title: string;
  releasedAt: Date;
  priceSensitive: boolean;
  /** Where its PDF is, for `document`. */
  documentUrl: string;
  pages: number | null;
}

export type MarketDataFailure =
  /** The provider does not know the symbol. */
  | 'unknown-symbol'
  /** The provider refused for now; `retryAfterSeconds` when it said. */
  | 'rate-limited'
  /** The key is wrong or does not cover the call. */
  | 'unauthorized'
  /** Anything else: the network, a 5xx, an answer that is not what the documentation says. */
  | 'unavailable';

export class MarketDataError extends Error {
  constructor(
    readonly failure: MarketDataFailure,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'MarketDataError';
  }
}

/** A listed company as the provider knows it. */
export interface Listing {
  symbol: MarketSymbol;
  name: string;
}

export interface HistoryRange {
  from: Date;
  to: Date;
}

export interface MarketDataProvider {
  readonly kind: 'replay' | 'eodhd';
  /** True for data that is not the market's: the screens and emails say "simulated". */
  readonly simulated: boolean;
  /**
   * Whether `announcements` and `document` answer. No service with a documented API and a
   * commercial licence sells ASX's company announcements with its prices; the replay does.
   */
  readonly offersAnnouncements: boolean;
  quote(symbol: MarketSymbol): Promise<Quote>;
  /** Quotes of several symbols in one call where the service allows it; order follows `symbols`. */
  quotes(symbols: readonly MarketSymbol[]): Promise<Quote[]>;
  /** Minute bars of `intervalMinutes` (1, 5, 15, 30 or 60) within the range, oldest first. */
  intraday(symbol: MarketSymbol, range: HistoryRange, intervalMinutes: number): Promise<Bar[]>;
  /** One bar a trading day within the range, oldest first. */
  daily(symbol: MarketSymbol, range: HistoryRange): Promise<Bar[]>;
  /** The newest news about the company first. */
  news(symbol: MarketSymbol, limit: number): Promise<NewsItem[]>;
  /**
   * The company's exchange announcements released at or after `since`, oldest first. A provider
   * that does not offer them throws MarketDataError('unavailable').
   */
  announcements(symbol: MarketSymbol, since: Date): Promise<ExchangeAnnouncement[]>;
  /** An announcement's PDF. */
  document(announcement: ExchangeAnnouncement): Promise<Buffer>;
}
