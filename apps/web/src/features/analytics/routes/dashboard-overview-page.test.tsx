import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import type { Plan } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import type { FakeCall } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { DashboardOverviewPage } from './dashboard-overview-page';

const text = messages.analytics;
const PATH = '/dashboard/dashboard2';

const times = {
  questions: 2,
  responded: 2,
  resolved: 1,
  firstResponseMedianSeconds: 5400,
  firstResponseP90Seconds: 7020,
  resolutionMedianSeconds: 36000,
  resolutionP90Seconds: 36000,
};

function engagement(dataType: string, total: number) {
  return {
    dataType,
    total,
    period: {
      from: '2026-05-27T14:00:00.000Z',
      to: '2026-11-28T01:00:00.000Z',
      timeZone: 'Australia/Sydney',
      bucket: 'week',
    },
    series: [
      { key: 'a', label: 'First series', total: total === 0 ? 0 : 2 },
      { key: 'b', label: 'Second series', total: total === 0 ? 0 : 1 },
    ],
    points: [
      { bucket: '2026-05-25', counts: total === 0 ? [0, 0] : [2, 0] },
      { bucket: '2026-06-01', counts: total === 0 ? [0, 0] : [0, 1] },
    ],
  };
}

function renderPage(
  plan: Plan,
  options: { total?: number; failing?: boolean; path?: string } = {},
) {
  storeSignIn(makeSignIn());
  const total = options.total ?? 3;
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: makeCompanyDetail({ plan }) } }),
    GetEngagementLevel: (variables) => {
      if (options.failing) return graphQLError('INTERNAL_SERVER_ERROR', 'The server stumbled.');
      const input = variables.dashboardInput as { dataType: string };
      return { data: { getEngagementLevelV2: engagement(input.dataType, total) } };
    },
    GetTotalEnquiryResponse: () => ({
      data: {
        getTotalEnquiryResponse: {
          questions: total,
          answered: 2,
          resolved: 1,
          outstanding: 1,
          answerRate: 66.67,
          resolutionRate: 33.33,
        },
      },
    }),
    GetResponseTimes: () => ({
      data: {
        getResponseTimes: {
          company: times,
          byMember: [{ memberId: 'u1', name: 'Ada Lovelace', times }],
        },
      },
    }),
    GetCategoryResponseTimes: () => ({ data: { getCategoryResponseTimes: [] } }),
    GetInvestorSatisfaction: () => ({
      data: {
        investorSatisfaction: {
          ratings: 0,
          average: null,
          satisfiedShare: 0,
          distribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: 0 })),
          trend: [],
        },
      },
    }),
    GetInvestorSentimentSummary: () => ({
      data: {
        getInvestorSentimentSummary: {
          questions: total,
          scored: 1,
          unscored: 2,
          average: -0.5,
          counts: [
            { label: 'positive', count: 0 },
            { label: 'neutral', count: 0 },
            { label: 'negative', count: 1 },
          ],
          trend: [{ bucket: '2026-05-25', scored: 1, average: -0.5 }],
          mostNegative: [
            {
              _id: 'e1',
              subject: null,
              question: 'Why was the dividend cut?',
              score: -0.5,
              createdAt: '2026-05-28T00:00:00.000Z',
            },
          ],
        },
      },
    }),
    GetMostAskedTopics: () => ({ data: { getMostAskedTopics: [] } }),
  });
  renderRoutes([{ path: PATH, element: <DashboardOverviewPage /> }], options.path ?? PATH);
  return { calls: api.calls, user: userEvent.setup() };
}

const askedFor = (calls: FakeCall[], operation: string) =>
  calls.filter((call) => call.operation === operation);

describe('DashboardOverviewPage', () => {
  it('opens on the last 6 months by investor type on Premium, as the spec defaults the dashboard', async () => {
    const { calls } = renderPage('premium');
    await screen.findByRole('heading', { name: 'Questions by investor type' });
    await waitFor(() => expect(askedFor(calls, 'GetEngagementLevel')).not.toEqual([]));
    expect(askedFor(calls, 'GetEngagementLevel')[0]!.variables.dashboardInput).toMatchObject({
      range: '6Months',
      dataType: 'investor-type',
    });
    expect(screen.getByRole('combobox', { name: text.rangeLabel })).toHaveProperty(
      'value',
      'Last 6 months',
    );
  });

  it('opens on channels on Essentials, locks the Premium charts and never asks for them', async () => {
    const { calls } = renderPage('freemium');
    await screen.findByRole('heading', { name: 'Questions by channel' });
    await screen.findByText(text.sentimentPremium);
    await waitFor(() => expect(askedFor(calls, 'GetEngagementLevel')).not.toEqual([]));
    expect(askedFor(calls, 'GetEngagementLevel')[0]!.variables.dashboardInput).toMatchObject({
      dataType: 'channel',
    });
    expect(screen.getByText(text.sentimentPremium)).toBeTruthy();
    expect(screen.getAllByText(text.categoryPremium)).toHaveLength(2);
    expect(screen.getByText(text.investorTypePremium)).toBeTruthy();
    for (const operation of [
      'GetInvestorSentimentSummary',
      'GetMostAskedTopics',
      'GetCategoryResponseTimes',
    ])
      expect(askedFor(calls, operation)).toEqual([]);
    const investorType = screen.getByRole('radio', { name: /Investor type/ });
    expect(investorType).toHaveProperty('disabled', true);
  });

  it('shows a chart as a table with its numbers and the totals to 2 decimals', async () => {
    const { user } = renderPage('premium');
    const card = await screen.findByRole('region', { name: 'Questions by investor type' });
    await user.click(await within(card).findByRole('button', { name: text.showTable }));
    const rows = within(card).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Period startingFirst seriesSecond seriesTotal',
      '2026-05-25202',
      '2026-06-01011',
    ]);
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('66.67%')).toBeTruthy();
  });

  it('links the most negative questions to their card on the board', async () => {
    renderPage('premium');
    const link = await screen.findByRole('link', { name: 'Why was the dividend cut?' });
    expect(link.getAttribute('href')).toBe('/dashboard/questions?enquiry=e1');
  });

  it('asks nothing for a custom range until both its days are chosen', async () => {
    const { calls } = renderPage('premium', { path: `${PATH}?range=custom&from=2026-03-01` });
    expect((await screen.findAllByText(text.customNeedsDates)).length).toBeGreaterThan(1);
    expect(askedFor(calls, 'GetEngagementLevel')).toEqual([]);
  });

  it('says so when the period has no questions', async () => {
    renderPage('premium', { total: 0 });
    expect((await screen.findAllByText(text.empty)).length).toBeGreaterThan(0);
  });

  it('shows the server’s words and a way to retry when a chart fails', async () => {
    renderPage('premium', { failing: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The server stumbled.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
