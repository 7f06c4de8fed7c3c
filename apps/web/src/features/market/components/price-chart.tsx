import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { useReducedMotion } from '@mantine/hooks';
import type { PriceRange } from '@quorum/shared';
import type { PriceHistory } from '../api/get-stock-price-history';
import { formatChartTick, formatMarketTime, formatPrice } from './format';

/**
 * The price over a range. The day's chart runs on a time axis, so a live point lands where its
 * time is, not one step after the last bar; longer ranges put their bars side by side, so nights
 * and weekends leave no long flat lines. Its own module: the home loads the charting library only
 * with the card's data, not with the page.
 */
export function PriceChart({
  bars,
  range,
  currency,
}: {
  bars: PriceHistory['bars'];
  range: PriceRange;
  currency: string;
}) {
  const animate = !useReducedMotion();
  const rising = (bars.at(-1)?.close ?? 0) >= (bars[0]?.close ?? 0);
  const onTimeAxis = range === '1D';
  const times = bars.map((bar) => Date.parse(bar.at));
  const data = bars.map((bar, i) => ({ x: onTimeAxis ? times[i] : i, close: bar.close }));
  const timeOf = (x: number) => (onTimeAxis ? x : (times[x] ?? Number.NaN));
  const closes = bars.map((bar) => bar.close);
  // A quiet day moves less than a cent: the axis then shows tenths of a cent, or its ticks repeat.
  const span = Math.max(...closes) - Math.min(...closes);
  const decimals = span < 0.1 || Math.min(...closes) < 1 ? 3 : 2;
  return (
    <AreaChart
      h={220}
      data={data}
      dataKey="x"
      series={[{ name: 'close', label: 'Price', color: rising ? 'green.7' : 'red.7' }]}
      curveType="linear"
      withDots={false}
      withGradient
      gridAxis="y"
      tickLine="none"
      areaProps={{ isAnimationActive: animate }}
      valueFormatter={(value) => formatPrice(value, currency, decimals)}
      xAxisProps={{
        type: 'number',
        scale: onTimeAxis ? 'time' : 'linear',
        domain: ['dataMin', 'dataMax'],
        allowDecimals: false,
        tickFormatter: (x: number) => formatChartTick(timeOf(x), range),
        minTickGap: 24,
      }}
      yAxisProps={{ domain: ['auto', 'auto'], width: 72 }}
      tooltipProps={{ labelFormatter: (x) => formatMarketTime(timeOf(Number(x))) }}
    />
  );
}
