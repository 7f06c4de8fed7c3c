import { BarChart } from '@mantine/charts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Topic } from '../api/get-topics-and-totals';
import { ChartCard } from './chart-card';
import { useChartMotion } from './chart-motion';
import { DataTable } from './data-table';
import { formatCount, formatPercent } from './format';

const TITLE = 'Most-asked topics';

/** The categories asked about most in the period, with their share of the questions. */
export function TopicsChart({ query }: { query: UseQueryResult<Topic[]> }) {
  const motion = useChartMotion();
  const topics = query.data ?? [];
  return (
    <ChartCard
      title={TITLE}
      description="The categories the period’s questions were tagged with most."
      query={query}
      empty={topics.length === 0}
      chart={() => (
        <BarChart
          barProps={motion.barProps}
          h={Math.max(160, topics.length * 40)}
          data={topics.map((t) => ({ name: t.name, questions: t.questions }))}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 120 }}
          series={[{ name: 'questions', label: 'Questions', color: 'grape.6' }]}
        />
      )}
      table={() => (
        <DataTable
          caption={`${TITLE}: questions by category`}
          head={['Category', 'Questions', 'Share of questions']}
          rows={topics.map((t) => [t.name, formatCount(t.questions), formatPercent(t.share)])}
        />
      )}
    />
  );
}
