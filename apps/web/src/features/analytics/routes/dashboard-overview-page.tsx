import '@mantine/charts/styles.css';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { messages, planAllows } from '@quorum/shared';
import { PageFrame } from '@/components/layouts/page-frame';
import { UpgradeAction } from '@/components/plan/upgrade-action';
import { useCanViewPage, useMemberFlags } from '@/lib/permissions/use-permissions';
import { useDownloadEngagementCsv } from '../api/download-engagement-csv';
import { useEngagementLevel } from '../api/get-engagement-level';
import { useCategoryResponseTimes, useResponseTimes } from '../api/get-response-times';
import { useInvestorSatisfaction } from '../api/get-satisfaction';
import { useSentimentSummary } from '../api/get-sentiment-summary';
import { useMostAskedTopics, useTotals } from '../api/get-topics-and-totals';
import { AnalyticsFilters } from '../components/analytics-filters';
import { LockedChartCard } from '../components/chart-card';
import { EngagementChart } from '../components/engagement-chart';
import { ResponseTimesChart } from '../components/response-times-chart';
import { SatisfactionChart } from '../components/satisfaction-chart';
import { SentimentChart } from '../components/sentiment-chart';
import { TopicsChart } from '../components/topics-chart';
import { TotalsCards } from '../components/totals-cards';
import { useAnalyticsFilters } from '../hooks/use-analytics-filters';

const text = messages.analytics;

const ENGAGEMENT_TITLES = {
  'investor-type': 'Questions by investor type',
  channel: 'Questions by channel',
  category: 'Questions by category',
} as const;

/**
 * /dashboard/dashboard2: how the investor conversation is going over a period (issue 16). Every
 * chart is its own query, so one slow or refused chart leaves the others; on Essentials the
 * Premium charts are not asked for at all and show the way to Premium instead.
 */
export function DashboardOverviewPage() {
  const { plan, isCompanyCreator } = useMemberFlags();
  const canView = useCanViewPage();
  const premium = (feature: Parameters<typeof planAllows>[1]) =>
    plan !== undefined && planAllows(plan, feature);
  const filters = useAnalyticsFilters(plan);
  const input = filters.input;
  const engagement = useEngagementLevel(input, true);
  const totals = useTotals(input);
  const times = useResponseTimes(input);
  const categoryTimes = useCategoryResponseTimes(input, premium('categoryReports'));
  const satisfaction = useInvestorSatisfaction(input);
  const sentiment = useSentimentSummary(input, premium('sentimentScore'));
  const topics = useMostAskedTopics(input, premium('categoryReports'));
  const download = useDownloadEngagementCsv();
  const level = engagement.data;

  const day = (iso: string) => iso.slice(0, 10);
  const downloadCsv = () =>
    input &&
    level &&
    download.mutate({
      input,
      fileName: `engagement-by-${level.dataType}-${day(level.period.from)}-to-${day(level.period.to)}.csv`,
    });

  return (
    <PageFrame
      title={text.title}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={downloadCsv}
          loading={download.isPending}
          disabled={!level || level.total === 0}
        >
          {text.downloadCsv}
        </Button>
      }
    >
      <Stack gap="lg">
        <AnalyticsFilters filters={filters} plan={plan} />
        {download.isError ? (
          <Alert color="red" role="alert" title={text.loadFailed}>
            {download.error.message}
          </Alert>
        ) : null}
        {plan !== undefined && !premium('investorProfiling') ? (
          <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{text.investorTypePremium}</Text>
              <UpgradeAction isCompanyCreator={isCompanyCreator} label={text.upgrade} size="xs" />
            </Stack>
          </Alert>
        ) : null}
        <TotalsCards query={totals} />
        <EngagementChart query={engagement} title={ENGAGEMENT_TITLES[filters.dataType]} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <ResponseTimesChart
            title="Response times by member"
            description="Hours from a question’s arrival to its first reply, by who sent it."
            firstColumn="Member"
            query={times}
            empty={(times.data?.company.questions ?? 0) === 0}
            rows={
              times.data
                ? [
                    { key: 'company', name: 'Whole team', times: times.data.company },
                    ...times.data.byMember.map((m) => ({
                      key: m.memberId,
                      name: m.name,
                      times: m.times,
                    })),
                  ]
                : []
            }
          />
          {premium('categoryReports') ? (
            <ResponseTimesChart
              title="Response times by category"
              description="Hours from a question’s arrival to its first reply, by category."
              firstColumn="Category"
              query={categoryTimes}
              empty={(categoryTimes.data ?? []).length === 0}
              rows={(categoryTimes.data ?? []).map((c) => ({
                key: c.categoryId,
                name: c.name,
                times: c.times,
              }))}
            />
          ) : (
            <LockedChartCard
              title="Response times by category"
              message={text.categoryPremium}
              isCompanyCreator={isCompanyCreator}
            />
          )}
          <SatisfactionChart query={satisfaction} />
          {premium('sentimentScore') ? (
            <SentimentChart
              query={sentiment}
              bucket={level?.period.bucket ?? 'week'}
              canOpenQuestions={canView('questions')}
            />
          ) : (
            <LockedChartCard
              title="Investor sentiment"
              message={text.sentimentPremium}
              isCompanyCreator={isCompanyCreator}
            />
          )}
          {premium('categoryReports') ? (
            <TopicsChart query={topics} />
          ) : (
            <LockedChartCard
              title="Most-asked topics"
              message={text.categoryPremium}
              isCompanyCreator={isCompanyCreator}
            />
          )}
        </SimpleGrid>
      </Stack>
    </PageFrame>
  );
}
