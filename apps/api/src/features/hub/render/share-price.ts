// The investor page's share price (issue 19): the last price, its move, and the range's closes as
// an SVG line drawn on the server, so the page needs no script and no chart library. Ranges are
// links (?range=1D…5Y); the chart says in words what it shows.
import { PRICE_RANGES, hubMessages, messages } from '@quorum/shared';
import type { PriceRange } from '@quorum/shared';
import type { PublicSharePrice } from '../../market-data';
import { html } from './html';
import { momentOf } from './format';

const text = hubMessages;
const WIDTH = 640;
const HEIGHT = 160;

const RANGE_WORDS: Record<PriceRange, string> = {
  '1D': 'the last session',
  '5D': 'five sessions',
  '1M': 'a month',
  '6M': 'six months',
  '1Y': 'a year',
  '5Y': 'five years',
};

/** Dollars to the ASX tick of the price they belong to: a tenth of a cent under $2. */
const dollars = (value: number, price = value) => `$${value.toFixed(price < 2 ? 3 : 2)}`;

/** The closes as an SVG path's points, scaled to the box with a little room above and below. */
function linePoints(closes: PublicSharePrice['closes']): string {
  const values = closes.map((c) => c.close);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const step = closes.length > 1 ? WIDTH / (closes.length - 1) : 0;
  return values
    .map((value, n) => {
      const x = n * step;
      const y = HEIGHT - 8 - ((value - low) / span) * (HEIGHT - 16);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

export function sharePriceSection(price: PublicSharePrice, home: string) {
  const { quote, range, closes } = price;
  const up = quote.change >= 0;
  const first = closes[0]?.close;
  const last = closes.at(-1)?.close;
  const words =
    first !== undefined && last !== undefined
      ? text.sharePriceChart(RANGE_WORDS[range], dollars(first), dollars(last))
      : '';
  return html`<section class="card" id="share-price" aria-labelledby="share-price-h">
    <h2 id="share-price-h">${text.sharePrice}</h2>
    <p class="price">
      <span class="now">${dollars(quote.price)}</span>
      <span class="${up ? 'up' : 'down'}"
        >${up ? '▲' : '▼'} ${dollars(Math.abs(quote.change), quote.price)}
        (${up ? '+' : '−'}${Math.abs(quote.changePercent).toFixed(2)}%)</span
      >
    </p>
    <p class="meta">
      ${quote.marketOpen ? text.marketOpen : text.marketClosed} ·
      ${momentOf(quote.tradedAt.toISOString())}${
        quote.simulated ? html` · <strong>${messages.marketData.simulated}</strong>` : ''
      }
    </p>
    ${
      closes.length > 1
        ? html`<svg
            class="chart"
            viewBox="0 0 ${WIDTH} ${HEIGHT}"
            preserveAspectRatio="none"
            role="img"
            aria-label="${words}"
          >
            <polyline
              fill="none"
              stroke="${last !== undefined && first !== undefined && last >= first ? '#1b6e3a' : '#a4161a'}"
              stroke-width="2"
              vector-effect="non-scaling-stroke"
              points="${linePoints(closes)}"
            />
          </svg>`
        : ''
    }
    <nav class="ranges" aria-label="${text.sharePriceRanges}">
      ${PRICE_RANGES.map((option) =>
        option === range
          ? html`<a aria-current="true" href="${home}?range=${option}#share-price">${option}</a>`
          : html`<a href="${home}?range=${option}#share-price">${option}</a>`,
      )}
    </nav>
  </section>`;
}
