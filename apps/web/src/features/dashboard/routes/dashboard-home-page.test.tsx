import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import type { Role } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import { storeSignIn } from '@/lib/session';
import { grantOf, makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import type { FakeCall } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { DashboardHomePage } from './dashboard-home-page';

const text = messages.dashboard;

const live = vi.hoisted(() => ({ subscribed: 0, next: undefined as undefined | (() => void) }));
vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  // The board's events; the share price card's live prices are the market feature's to test.
  subscribe: (
    document: { definitions: { name?: { value: string } }[] },
    _variables: unknown,
    handlers: { next: (v: unknown) => void },
  ) => {
    if (document.definitions[0]?.name?.value !== 'BoardUpdated') return () => undefined;
    live.subscribed += 1;
    live.next = () =>
      handlers.next({ boardUpdated: { kind: 'received', enquiryIds: ['q9'], boardStatus: null } });
    return () => undefined;
  },
}));

const hour = 3_600_000;
const question = (id: string, words: string, hoursAgo: number, label?: string) => ({
  _id: id,
  enquiryType: 'question',
  subject: null,
  question: words,
  isGuest: false,
  isSampleQuestion: false,
  isDeletedInvestor: false,
  isRemovedCompany: false,
  investor: {
    _id: 'i1',
    firstName: 'Olive',
    lastName: 'Holder',
    email: null,
    investorStatus: null,
  },
  sentiment: label ? { label } : null,
  unread: true,
  createdAt: new Date(Date.now() - hoursAgo * hour).toISOString(),
});

function home(outstanding: { new: number; total: number }, checklistDone = false) {
  return {
    newAndTotalOutstandingQuestions: outstanding,
    waitingLongest: {
      items: [
        question('q1', 'Why was the dividend cut?', 24 * 9, 'negative'),
        question('q2', 'When is the AGM?', 5),
      ],
    },
    assignedToMe: { items: [], meta: { totalItems: 0 } },
    draftsToSend: { items: [question('q3', 'Is guidance unchanged?', 2)], meta: { totalItems: 1 } },
    getTotalInterestedAndInvestedInvestor: { interested: 30, invested: 12, total: 42 },
    getCompanyAnnouncements: {
      items: [
        {
          _id: 'a1',
          title: 'Quarterly activities report',
          announcementType: 'announcement',
          publishedDate: new Date(Date.now() - 2 * 24 * hour).toISOString(),
          seenPercentage: 61.9,
          questionsAsked: 4,
        },
      ],
    },
    getCompanyEvents: [],
    getTeamMembers: { items: [], meta: { totalItems: 0 } },
    getOnboardingChecklistData: {
      addCompanyBio: true,
      addCompanyLogo: true,
      addExecutive: checklistDone,
      addFAQ: checklistDone,
      inviteInvestors: checklistDone,
      completionTime: checklistDone ? '2026-11-01T00:00:00.000Z' : null,
      showOnboardingChecklist: !checklistDone,
    },
  };
}

/** The company's own price, as the share price card asks for it beside the home's bundle. */
const sharePrice = {
  getStockPrice: {
    symbol: 'ACM.AX',
    code: 'ACM',
    price: 4.52,
    change: 0.12,
    changePercent: 2.73,
    currency: 'AUD',
    marketOpen: true,
    simulated: true,
    stale: false,
    asOf: new Date().toISOString(),
    tradedAt: new Date().toISOString(),
  },
  getStockDataPreferences: { enableRealTimeUpdates: true, autoRefreshInterval: 60 },
};
const dayChart = {
  symbol: 'ACM.AX',
  range: 'ONE_DAY',
  simulated: true,
  stale: false,
  asOf: new Date().toISOString(),
  bars: [
    { at: new Date(Date.now() - 2 * hour).toISOString(), close: 4.4 },
    { at: new Date(Date.now() - hour).toISOString(), close: 4.48 },
  ],
};

/** What the server answers: the fields the document's @include left in. */
function included(data: ReturnType<typeof home>, variables: Record<string, unknown>) {
  const { newAndTotalOutstandingQuestions, waitingLongest, assignedToMe, draftsToSend, ...rest } =
    data;
  const { getCompanyAnnouncements, getCompanyEvents, getTeamMembers, ...always } = rest;
  return {
    ...always,
    ...(variables.board
      ? { newAndTotalOutstandingQuestions, waitingLongest, assignedToMe, draftsToSend }
      : {}),
    ...(variables.announcements ? { getCompanyAnnouncements } : {}),
    ...(variables.calendar ? { getCompanyEvents } : {}),
    ...(variables.team ? { getTeamMembers } : {}),
  };
}

function renderHome(
  options: { role?: Role; grants?: ReturnType<typeof grantOf>; failing?: boolean } = {},
) {
  storeSignIn(makeSignIn());
  let outstanding = { new: 2, total: 7 };
  const api = fakeGraphQL({
    LoggedInUserDetail: () => graphQLError('INTERNAL_SERVER_ERROR', 'not needed here'),
    GetCompanyDetail: () => ({
      data: {
        getCompanyDetail: makeCompanyDetail({ role: options.role, grants: options.grants }),
      },
    }),
    GetDashboardHome: (variables) =>
      options.failing
        ? graphQLError('INTERNAL_SERVER_ERROR', 'The server stumbled.')
        : { data: included(home(outstanding), variables) },
    GetSharePrice: () => ({ data: sharePrice }),
    GetStockPriceHistory: () => ({ data: { getStockPriceHistory: dayChart } }),
    UpdateInviteInvestorChecklist: () => ({
      data: {
        updateInviteInvestorChecklist: { inviteInvestors: true, showOnboardingChecklist: true },
      },
    }),
  });
  renderRoutes([{ path: '/dashboard', element: <DashboardHomePage /> }], '/dashboard');
  return {
    calls: api.calls,
    user: userEvent.setup(),
    arrive: () => {
      outstanding = { new: 3, total: 8 };
      live.next?.();
    },
  };
}

const homeCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.operation === 'GetDashboardHome');

describe('the dashboard home', () => {
  it('loads the whole page in one request and shows the counts, the waits and the sentiment', async () => {
    const { calls } = renderHome();
    expect(await screen.findByText(text.newCount(2))).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('7')).toBeInTheDocument();
    expect(within(figures).getByText('42')).toBeInTheDocument();
    expect(within(figures).getByText(text.investorSplit(30, 12))).toBeInTheDocument();

    const attention = screen.getByRole('region', { name: text.attentionTitle });
    const first = within(attention).getAllByRole('link')[1]!;
    expect(first).toHaveAttribute('href', '/dashboard/questions?enquiry=q1');
    expect(within(first).getByText('Waiting 9 days')).toBeInTheDocument();
    expect(within(first).getByText('Negative')).toBeInTheDocument();
    expect(homeCalls(calls)).toHaveLength(1);
    expect(homeCalls(calls)[0]!.variables).toMatchObject({
      board: true,
      announcements: true,
      calendar: true,
      team: true,
    });
  });

  it('asks only for the sections a custom role may view, and does not follow the board without it', async () => {
    const subscribedBefore = live.subscribed;
    const { calls } = renderHome({ role: 'custom', grants: grantOf('announcements', 'view') });
    expect(await screen.findByText('Quarterly activities report')).toBeInTheDocument();
    expect(homeCalls(calls)[0]!.variables).toMatchObject({
      board: false,
      announcements: true,
      calendar: false,
      team: false,
    });
    expect(screen.queryByRole('region', { name: text.attentionTitle })).toBeNull();
    expect(live.subscribed).toBe(subscribedBefore);
  });

  it('refreshes its counts when a question arrives on the board', async () => {
    const { calls, arrive } = renderHome();
    await screen.findByText(text.newCount(2));
    arrive();
    expect(await screen.findByText(text.newCount(3))).toBeInTheDocument();
    expect(homeCalls(calls)).toHaveLength(2);
  });

  it('shows the checklist with what is left, and ticks off inviting investors', async () => {
    const { calls, user } = renderHome();
    const checklist = await screen.findByRole('region', { name: text.checklistTitle });
    expect(within(checklist).getByText(text.checklistProgress(2, 5))).toBeInTheDocument();
    expect(
      within(checklist).getByRole('link', { name: text.checklistSteps.addExecutive }),
    ).toHaveAttribute('href', '/dashboard/company-profile/excutive-team');
    await user.click(
      within(checklist).getByRole('button', { name: text.checklistSteps.inviteInvestors }),
    );
    await user.click(await screen.findByRole('button', { name: text.inviteDone }));
    await waitFor(() =>
      expect(calls.some((call) => call.operation === 'UpdateInviteInvestorChecklist')).toBe(true),
    );
  });

  it('shows the share price beside the bundle, marked simulated, with the way to the market page', async () => {
    const { calls } = renderHome();
    const card = await screen.findByRole('region', { name: 'Share price' });
    expect(await within(card).findByText('$4.52')).toBeInTheDocument();
    expect(within(card).getByText('Simulated')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Market' })).toHaveAttribute(
      'href',
      '/dashboard/market',
    );
    expect(calls.filter((call) => call.operation === 'GetSharePrice')).toHaveLength(1);
    expect(homeCalls(calls)).toHaveLength(1);
  });

  it('says what failed and offers to try again when the home cannot load', async () => {
    renderHome({ failing: true });
    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
