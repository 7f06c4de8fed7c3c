// Market data (issue 19): the spec names the watchlist, alert and preference fields and the calls
// (§1, §3, §7) but no screens or limits, so every limit here is ours.
import { z } from 'zod';
import { messages } from './messages';

const text = messages.marketData;

/** The exchanges Quorum has prices for, and the suffix a symbol carries for each. */
export const MARKET_EXCHANGES = ['ASX'] as const;
export type MarketExchange = (typeof MARKET_EXCHANGES)[number];
const EXCHANGE_SUFFIX: Record<MarketExchange, string> = { ASX: 'AX' };

/** ASX codes are three to six letters or digits (ordinary shares three, hybrids and options more). */
export const ASX_CODE_PATTERN = /^[A-Z0-9]{3,6}$/;

/** The currencies a company may show prices in; prices are the listing's (A$ on the ASX). */
export const MARKET_CURRENCIES = ['AUD', 'USD', 'NZD', 'GBP', 'EUR'] as const;
export type MarketCurrency = (typeof MARKET_CURRENCIES)[number];

/** The data providers a server may run: `replay` needs no network and is simulated. */
export const MARKET_DATA_PROVIDERS = ['replay', 'eodhd'] as const;
export type MarketDataProviderKind = (typeof MARKET_DATA_PROVIDERS)[number];

export const MARKET_DATA = {
  watchlistsPerCompany: 20, // (ours)
  stocksPerWatchlist: 30, // (ours)
  alertsPerCompany: 50, // (ours)
  watchlistNameMax: 60, // (ours)
  watchlistDescriptionMax: 280, // (ours)
  /** autoRefreshInterval, in seconds. (ours) */
  refreshIntervalSeconds: { min: 5, max: 3600, default: 60 },
  /** No price, move or volume multiple Quorum watches is this large. (ours) */
  alertTargetMax: 1_000_000,
  /** Questions that arrive this long after a price-sensitive announcement are linked to it. */
  priceSensitiveWindowHours: 48,
  newsLimit: 10, // (ours)
} as const;

/** The chart's ranges, shortest first: what each covers and the bars it is drawn from. */
export const PRICE_RANGES = ['1D', '5D', '1M', '6M', '1Y', '5Y'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/**
 * What sets an alert off. PRICE: the price crosses the target. PERCENT_MOVE: the day's move
 * (up for ABOVE, down for BELOW) reaches the target, in per cent. VOLUME_SPIKE: the day's volume
 * reaches the target times the average daily volume of the 20 sessions before.
 */
export const STOCK_ALERT_TYPES = ['PRICE', 'PERCENT_MOVE', 'VOLUME_SPIKE'] as const;
export type StockAlertType = (typeof STOCK_ALERT_TYPES)[number];
export const STOCK_ALERT_CONDITIONS = ['ABOVE', 'BELOW'] as const;
export type StockAlertCondition = (typeof STOCK_ALERT_CONDITIONS)[number];

/** "bhp", " BHP ", "BHP.AX" → "BHP": the code a person means, not yet checked. */
export function asxCodeOf(input: string): string {
  return input
    .trim()
    .toUpperCase()
    .replace(/\.(AX|ASX)$/, '');
}

/** The code and its exchange as Quorum stores a symbol: "BHP.AX". */
export function symbolOf(code: string, exchange: MarketExchange = 'ASX'): string {
  return `${asxCodeOf(code)}.${EXCHANGE_SUFFIX[exchange]}`;
}

/** "BHP.AX" → "BHP". */
export function codeOfSymbol(symbol: string): string {
  return symbol.replace(/\.[A-Z]+$/, '');
}

/** A code as a person types it, to the stored symbol, with the messages a form shows. */
export const stockSymbolSchema = z
  .string({ error: text.symbolRequired })
  .transform(asxCodeOf)
  .pipe(
    z
      .string()
      .min(1, text.symbolRequired)
      .regex(ASX_CODE_PATTERN, text.symbolInvalid)
      .transform((code) => symbolOf(code)),
  );

const watchlistName = z
  .string({ error: text.watchlistNameRequired })
  .trim()
  .min(1, text.watchlistNameRequired)
  .max(MARKET_DATA.watchlistNameMax, text.watchlistNameTooLong(MARKET_DATA.watchlistNameMax));
const watchlistDescription = z
  .string()
  .trim()
  .max(
    MARKET_DATA.watchlistDescriptionMax,
    text.watchlistDescriptionTooLong(MARKET_DATA.watchlistDescriptionMax),
  );

export const watchlistFormSchema = z.object({
  name: watchlistName,
  description: watchlistDescription.optional().default(''),
});
export type WatchlistForm = z.input<typeof watchlistFormSchema>;

const alertTarget = z
  .number({ error: text.alertTargetRequired })
  .refine(Number.isFinite, text.alertTargetRequired)
  .refine((value) => value > 0, text.alertTargetPositive)
  .refine((value) => value <= MARKET_DATA.alertTargetMax, text.alertTargetTooLarge);

export const stockAlertFormSchema = z
  .object({
    symbol: stockSymbolSchema,
    alertType: z.enum(STOCK_ALERT_TYPES),
    condition: z.enum(STOCK_ALERT_CONDITIONS),
    targetPrice: alertTarget,
    isActive: z.boolean().default(true),
  })
  .refine((alert) => alert.alertType !== 'VOLUME_SPIKE' || alert.condition === 'ABOVE', {
    message: text.alertConditionForVolume,
    path: ['condition'],
  });
export type StockAlertForm = z.input<typeof stockAlertFormSchema>;

const { min, max } = MARKET_DATA.refreshIntervalSeconds;
export const stockDataPreferencesSchema = z.object({
  defaultCurrency: z.enum(MARKET_CURRENCIES, { error: text.currencyUnsupported }),
  defaultExchange: z.enum(MARKET_EXCHANGES, { error: text.exchangeUnsupported }),
  autoRefreshInterval: z
    .number()
    .int(text.refreshIntervalRange(min, max))
    .min(min, text.refreshIntervalRange(min, max))
    .max(max, text.refreshIntervalRange(min, max)),
  enableRealTimeUpdates: z.boolean(),
  preferredDataProvider: z.enum(MARKET_DATA_PROVIDERS, { error: text.providerUnsupported }),
});
export type StockDataPreferences = z.infer<typeof stockDataPreferencesSchema>;
