// The company's share price for its public investor page (issue 19): the quote and a range's
// closes, or nothing when the provider cannot answer at all (the page never fails for it).
import { PRICE_RANGES, symbolOf } from '@quorum/shared';
import type { PriceRange } from '@quorum/shared';
import type { Deps } from '../../deps';
import { historyOf, quoteOf } from './quotes';
import type { QuoteView } from './types';

export interface PublicSharePrice {
  quote: QuoteView;
  range: PriceRange;
  /** The range's closes, oldest first, with their times. */
  closes: { at: Date; close: number }[];
}

/** A `?range=` value as a range, the year when it is not one. */
export const rangeOf = (value: unknown): PriceRange =>
  PRICE_RANGES.includes(value as PriceRange) ? (value as PriceRange) : '1Y';

export async function publicSharePrice(
  deps: Deps,
  asxCode: string,
  range: PriceRange,
): Promise<PublicSharePrice | null> {
  const symbol = symbolOf(asxCode);
  try {
    const [quote, history] = await Promise.all([
      quoteOf(deps, symbol),
      historyOf(deps, symbol, range),
    ]);
    return { quote, range, closes: history.bars.map((bar) => ({ at: bar.at, close: bar.close })) };
  } catch (error) {
    deps.log.warn({ err: error, asxCode }, 'share price not shown on the investor page');
    return null;
  }
}
