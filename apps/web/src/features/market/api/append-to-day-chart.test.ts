import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeQuote } from '../testing/market-fixtures';
import { appendToDayChart } from './get-stock-price-history';
import type { PriceHistory } from './get-stock-price-history';
import { marketKeys } from './market-keys';

const at = (time: string) => new Date(`2026-11-24T${time}Z`).toISOString();

function dayChart(bars: { at: string; close: number }[]) {
  const client = new QueryClient();
  const history: PriceHistory = {
    symbol: 'ACM.AX',
    range: 'ONE_DAY',
    simulated: true,
    stale: false,
    asOf: at('00:10:00'),
    bars,
  };
  client.setQueryData(marketKeys.history('1D'), history);
  const tick = (time: string, price: number) =>
    appendToDayChart(client, makeQuote({ price, tradedAt: at(time) }) as never);
  const points = () => client.getQueryData<PriceHistory>(marketKeys.history('1D'))!.bars;
  return { tick, points };
}

describe("the day chart's live points", () => {
  it("move the last five-minute bar's close while the price is within that bar", () => {
    const chart = dayChart([
      { at: at('00:00:00'), close: 4.4 },
      { at: at('00:05:00'), close: 4.5 },
    ]);
    chart.tick('00:06:30', 4.55);
    expect(chart.points()).toEqual([
      { at: at('00:00:00'), close: 4.4 },
      { at: at('00:05:00'), close: 4.55 },
    ]);
  });

  it('add a point once the price is past the last bar, and ignore a price older than it', () => {
    const chart = dayChart([{ at: at('00:05:00'), close: 4.5 }]);
    chart.tick('00:10:05', 4.6);
    chart.tick('00:04:00', 4.1);
    expect(chart.points()).toEqual([
      { at: at('00:05:00'), close: 4.5 },
      { at: at('00:10:05'), close: 4.6 },
    ]);
  });
});
