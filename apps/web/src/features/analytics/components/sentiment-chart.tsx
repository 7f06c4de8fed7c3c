import { LineChart } from '@mantine/charts';
import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { SENTIMENT_LABEL_TEXT, messages } from '@quorum/shared';
import type { SentimentLabel } from '@quorum/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SentimentSummary } from '../api/get-sentiment-summary';
import { ChartCard } from './chart-card';
import { useChartMotion } from './chart-motion';
import { DataTable } from './data-table';
import { bucketLabel, formatCount, formatDecimal } from './format';

const TITLE = 'Investor sentiment';

function MostNegative({
  questions,
  canOpenQuestions,
}: {
  questions: SentimentSummary['mostNegative'];
  canOpenQuestions: boolean;
}) {
  if (questions.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm">
        Most negative questions
      </Title>
      <List size="sm" spacing={4}>
        {questions.map((q) => {
          const words = q.subject ? `${q.subject}: ${q.question}` : q.question;
          return (
            <List.Item key={q._id}>
              {canOpenQuestions ? (
                <Anchor component={Link} to={`/dashboard/questions?enquiry=${q._id}`} lineClamp={2}>
                  {words}
                </Anchor>
              ) : (
                <Text span lineClamp={2}>
                  {words}
                </Text>
              )}{' '}
              <Text span c="dimmed" size="xs">
                (score {formatDecimal(q.score)})
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

/** How the period's questions read (getInvestorSentimentSummary): the average score over time. */
export function SentimentChart({
  query,
  bucket,
  canOpenQuestions,
}: {
  query: UseQueryResult<SentimentSummary>;
  bucket: string;
  canOpenQuestions: boolean;
}) {
  const motion = useChartMotion();
  const summary = query.data;
  const data = (summary?.trend ?? []).map((p) => ({
    bucket: bucketLabel(p.bucket, bucket),
    average: p.average,
  }));
  const counts = (summary?.counts ?? []).map((c) => [
    SENTIMENT_LABEL_TEXT[c.label as SentimentLabel] ?? c.label,
    formatCount(c.count),
  ]);
  return (
    <ChartCard
      title={TITLE}
      description="Each question is scored when it arrives, from -1 (most negative) to 1 (most positive)."
      query={query}
      empty={summary?.questions === 0}
      chart={() => (
        <LineChart
          lineProps={motion.lineProps}
          h={220}
          data={data}
          dataKey="bucket"
          yAxisProps={{ domain: [-1, 1] }}
          referenceLines={[{ y: 0, color: 'gray.5' }]}
          series={[{ name: 'average', label: 'Average score', color: 'indigo.6' }]}
          curveType="monotone"
        />
      )}
      table={() => (
        <Stack gap="sm">
          <DataTable
            caption={`${TITLE}: average score by period`}
            head={['Period starting', 'Average score']}
            rows={data.map((d) => [d.bucket, formatDecimal(d.average)])}
          />
          <DataTable
            caption={`${TITLE}: questions by sentiment`}
            head={['Sentiment', 'Questions']}
            rows={[...counts, [messages.analytics.unscored, formatCount(summary!.unscored)]]}
          />
        </Stack>
      )}
      extra={() => (
        <Stack gap="sm">
          <Group gap="lg">
            <Text size="sm">
              Average: <strong>{formatDecimal(summary!.average ?? 0)}</strong>
            </Text>
            {counts.map(([label, count]) => (
              <Text size="sm" key={label}>
                {label}: <strong>{count}</strong>
              </Text>
            ))}
          </Group>
          <MostNegative questions={summary!.mostNegative} canOpenQuestions={canOpenQuestions} />
        </Stack>
      )}
    />
  );
}
