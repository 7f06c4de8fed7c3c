import { BarChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';

import type { UseQueryResult } from '@tanstack/react-query';
import type { EngagementLevel } from '../api/get-engagement-level';
import { ChartCard } from './chart-card';
import { useChartMotion } from './chart-motion';
import { DataTable } from './data-table';
import { bucketLabel, colourAt, formatCount } from './format';

/** The engagement chart's rows as its table and its CSV have them: a bucket, each series, the total. */
export function engagementRows(level: EngagementLevel) {
  return level.points.map((point) => [
    point.bucket,
    ...point.counts.map(String),
    String(point.counts.reduce((a, b) => a + b, 0)),
  ]);
}

/** Questions over time, stacked by series (getEngagementLevelV2). */
export function EngagementChart({
  query,
  title,
}: {
  query: UseQueryResult<EngagementLevel>;
  title: string;
}) {
  const motion = useChartMotion();
  const level = query.data;
  const series = level?.series ?? [];
  const data = (level?.points ?? []).map((point) => ({
    bucket: bucketLabel(point.bucket, level!.period.bucket),
    ...Object.fromEntries(point.counts.map((count, i) => [`s${i}`, count])),
  }));
  return (
    <ChartCard
      title={title}
      description="Questions received in each period, by the split chosen above."
      query={query}
      empty={level?.total === 0}
      chart={() => (
        <BarChart
          barProps={motion.barProps}
          h={280}
          data={data}
          dataKey="bucket"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          tickLine="y"
          series={series.map((s, i) => ({ name: `s${i}`, label: s.label, color: colourAt(i) }))}
        />
      )}
      table={() => (
        <DataTable
          caption={`${title}: questions by period`}
          head={['Period starting', ...series.map((s) => s.label), 'Total']}
          rows={engagementRows(level!)}
        />
      )}
      extra={() => (
        <Group gap="md" wrap="wrap">
          {series.map((s) => (
            <Text key={s.key} size="sm">
              {s.label}: <strong>{formatCount(s.total)}</strong>
            </Text>
          ))}
          <Text size="sm">
            Total: <strong>{formatCount(level!.total)}</strong>
          </Text>
        </Group>
      )}
    />
  );
}
