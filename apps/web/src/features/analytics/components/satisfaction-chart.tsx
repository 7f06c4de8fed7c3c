import { BarChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { InvestorSatisfaction } from '../api/get-satisfaction';
import { ChartCard } from './chart-card';
import { useChartMotion } from './chart-motion';
import { DataTable } from './data-table';
import { formatCount, formatDecimal, formatPercent } from './format';

const TITLE = 'Investor satisfaction';
const starLabel = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

/** How investors rated the team's replies (investorSatisfaction): the spread of 1 to 5 stars. */
export function SatisfactionChart({ query }: { query: UseQueryResult<InvestorSatisfaction> }) {
  const motion = useChartMotion();
  const satisfaction = query.data;
  const data = (satisfaction?.distribution ?? []).map((d) => ({
    rating: starLabel(d.rating),
    ratings: d.count,
  }));
  return (
    <ChartCard
      title={TITLE}
      description="Investors’ ratings of the team’s replies; 4 and 5 stars count as satisfied."
      query={query}
      empty={satisfaction?.ratings === 0}
      chart={() => (
        <BarChart
          barProps={motion.barProps}
          h={220}
          data={data}
          dataKey="rating"
          series={[{ name: 'ratings', label: 'Ratings', color: 'teal.6' }]}
        />
      )}
      table={() => (
        <DataTable
          caption={`${TITLE}: ratings given`}
          head={['Rating', 'Ratings']}
          rows={data.map((d) => [d.rating, formatCount(d.ratings)])}
        />
      )}
      extra={() => (
        <Group gap="lg">
          <Text size="sm">
            Average: <strong>{formatDecimal(satisfaction!.average ?? 0)}</strong> of 5
          </Text>
          <Text size="sm">
            Satisfied: <strong>{formatPercent(satisfaction!.satisfiedShare)}</strong>
          </Text>
          <Text size="sm">
            Ratings: <strong>{formatCount(satisfaction!.ratings)}</strong>
          </Text>
        </Group>
      )}
    />
  );
}
