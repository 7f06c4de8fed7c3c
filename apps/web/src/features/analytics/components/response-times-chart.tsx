import { BarChart } from '@mantine/charts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ResponseTimeStats } from '../api/get-response-times';
import { ChartCard } from './chart-card';
import { useChartMotion } from './chart-motion';
import { DataTable } from './data-table';
import { formatCount, formatDecimal, formatHours, hoursOf } from './format';

export interface TimesRow {
  key: string;
  name: string;
  times: ResponseTimeStats;
}

const HEAD = [
  'Questions',
  'First response, median',
  'First response, 90th percentile',
  'Resolution, median',
  'Resolution, 90th percentile',
];

/** Median and 90th percentile of the first response, in hours, one bar pair per member or category. */
export function ResponseTimesChart({
  title,
  description,
  firstColumn,
  query,
  rows,
  empty,
}: {
  title: string;
  description: string;
  firstColumn: string;
  query: Pick<
    UseQueryResult,
    'isPending' | 'fetchStatus' | 'isError' | 'isRefetching' | 'error' | 'refetch'
  >;
  rows: TimesRow[];
  empty: boolean;
}) {
  const motion = useChartMotion();
  const data = rows.map((row) => ({
    name: row.name,
    median: hoursOf(row.times.firstResponseMedianSeconds),
    p90: hoursOf(row.times.firstResponseP90Seconds),
  }));
  return (
    <ChartCard
      title={title}
      description={description}
      query={query}
      empty={empty}
      chart={() => (
        <BarChart
          barProps={motion.barProps}
          h={Math.max(160, rows.length * 56)}
          data={data}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 110 }}
          valueFormatter={(hours) => `${formatDecimal(hours)} h`}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={[
            { name: 'median', label: 'First response, median (hours)', color: 'blue.6' },
            { name: 'p90', label: 'First response, 90th percentile (hours)', color: 'orange.6' },
          ]}
        />
      )}
      table={() => (
        <DataTable
          caption={`${title} (hours)`}
          head={[firstColumn, ...HEAD]}
          rows={rows.map((row) => [
            row.name,
            formatCount(row.times.questions),
            formatHours(row.times.firstResponseMedianSeconds),
            formatHours(row.times.firstResponseP90Seconds),
            formatHours(row.times.resolutionMedianSeconds),
            formatHours(row.times.resolutionP90Seconds),
          ])}
        />
      )}
    />
  );
}
