import { Grid, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@quorum/shared';
import { useEffect } from 'react';
import { PageFrame } from '@/components/layouts/page-frame';
import { LoadErrorAlert } from '@/components/feedback/load-error-alert';
import { SharePriceCard, sharePriceQuery } from '@/features/market';
import { Greeting } from '@/features/onboarding';
import { useCompanyDetail } from '@/lib/account';
import { useCanViewPage } from '@/lib/permissions/use-permissions';
import { useDashboardHome, type HomeSections } from '../api/get-dashboard-home';
import { AttentionLists } from '../components/attention-lists';
import { CompanySummary } from '../components/company-summary';
import { HomeTiles } from '../components/home-tiles';
import { LatestAnnouncements } from '../components/latest-announcements';
import { OnboardingChecklist } from '../components/onboarding-checklist';
import { TeamCard } from '../components/team-card';
import { UpcomingEvents } from '../components/upcoming-events';
import { useDashboardLive } from '../hooks/use-dashboard-live';

const text = messages.dashboard;

function HomeSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading your dashboard">
      <Skeleton h={96} radius="md" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton h={320} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * '/dashboard': what needs attention now and how the company stands, from one request; each
 * section shows only to a member whose page permissions open it, and the board's changes arrive
 * live.
 */
export function DashboardHomePage() {
  const company = useCompanyDetail();
  const canView = useCanViewPage();
  const sections: HomeSections = {
    board: canView('questions'),
    announcements: canView('announcements'),
    calendar: canView('calendar'),
    team: canView('my-team'),
  };
  const home = useDashboardHome(sections, company.isSuccess);
  useDashboardLive(company.isSuccess && sections.board);
  // The share price card asks on its own; it starts beside the bundle, not after it.
  const queryClient = useQueryClient();
  useEffect(() => void queryClient.prefetchQuery(sharePriceQuery()), [queryClient]);

  const data = home.data;
  return (
    <PageFrame title="Dashboard">
      <Greeting />
      {home.isError && !data ? (
        <LoadErrorAlert
          title={text.loadFailed}
          message={home.error.message}
          retrying={home.isRefetching}
          onRetry={() => void home.refetch()}
        />
      ) : !data || !company.data ? (
        <HomeSkeleton />
      ) : (
        <Stack gap="md">
          <HomeTiles home={data} />
          {data.getOnboardingChecklistData.showOnboardingChecklist ? (
            <OnboardingChecklist checklist={data.getOnboardingChecklistData} />
          ) : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                {data.waitingLongest &&
                data.assignedToMe &&
                data.draftsToSend &&
                data.newAndTotalOutstandingQuestions ? (
                  <AttentionLists
                    home={{
                      waitingLongest: data.waitingLongest,
                      assignedToMe: data.assignedToMe,
                      draftsToSend: data.draftsToSend,
                      newAndTotalOutstandingQuestions: data.newAndTotalOutstandingQuestions,
                    }}
                  />
                ) : null}
                {data.getCompanyAnnouncements ? (
                  <LatestAnnouncements announcements={data.getCompanyAnnouncements.items} />
                ) : null}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <SharePriceCard link={{ label: 'Market', to: '/dashboard/market' }} />
                <CompanySummary company={company.data} />
                {data.getCompanyEvents ? <UpcomingEvents events={data.getCompanyEvents} /> : null}
                {data.getTeamMembers ? <TeamCard team={data.getTeamMembers} /> : null}
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </PageFrame>
  );
}
