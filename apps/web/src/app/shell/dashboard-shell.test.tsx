import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, timeOfDayGreeting } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, onSessionEnded, storeSignIn } from '@/lib/session';
import { makeCompanyDetail, type CompanyDetailOptions } from '@/testing/company-detail';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import type * as GraphQLModule from '@/lib/graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { DashboardShell } from './dashboard-shell';

// The bell and the Questions chip listen live; these tests have no socket to listen on.
vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: () => () => undefined,
}));

const member = {
  _id: 'user-1',
  email: 'demo@quorum.dev',
  firstName: 'Demo',
  lastName: 'Member',
  userName: 'demo',
  jobTitle: null,
  profileImage: null,
  companyCreator: true,
  teamMemberRole: 'admin',
  plan: 'freemium',
  subscriptionStatus: 'active',
  isInviteTeamSkipped: false,
};

/** The shell's company: on the free plan unless said otherwise, with twelve days to run. */
const makeCompany = ({ plan = 'freemium', ...options }: CompanyDetailOptions = {}) =>
  makeCompanyDetail({
    plan,
    endDate: new Date(Date.now() + 12 * 86_400_000).toISOString(),
    ...options,
  });

const companyList = [
  { _id: 'company-1', legalBusinessName: 'Acme Mining Ltd', companyLogo: null, isLocked: false },
  { _id: 'company-2', legalBusinessName: 'Beta Energy Ltd', companyLogo: null, isLocked: false },
  { _id: 'company-3', legalBusinessName: 'Gamma Gold Ltd', companyLogo: null, isLocked: true },
];

function renderShell(company = makeCompany()) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    LoggedInUserDetail: () => ({ data: { loggedInUserDetail: member } }),
    GetCompanyDetail: () => ({ data: { getCompanyDetail: company } }),
    GetUnreadNotificationCount: () => ({ data: { getUnreadNotificationCount: 0 } }),
    GetTotalUnreadQuestions: () => ({ data: { getTotalUnreadQuestions: 0 } }),
    UserCompanyList: () => ({ data: { userCompanyList: companyList } }),
    UserLogout: () => ({ data: { userLogout: { message: 'Signed out' } } }),
    SelectCompanyForLogin: (variables) => ({
      data: {
        selectCompanyForLogin: {
          otpData: null,
          userData: makeSignIn({ companyId: String(variables.companyId) }),
        },
      },
    }),
  });
  const view = renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardShell />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'faq', element: <h1>FAQ</h1> },
        ],
      },
    ],
    '/dashboard',
  );
  return { ...api, ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard shell', () => {
  it('greets the member by first name and shows the page once member and company are known', async () => {
    renderShell();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const greeting = `${timeOfDayGreeting(new Date().getHours())}, Demo`;
    expect(screen.getByText(greeting)).toBeInTheDocument();
  });

  it('names the profile button with the initials it shows, so voice control can find it', async () => {
    renderShell();
    const button = await screen.findByRole('button', { name: 'Profile menu, DM' });
    expect(button).toHaveTextContent('DM');
  });

  it('offers Freemium companies the upgrade and shows the plan in the banner', async () => {
    renderShell();
    const upgrade = await screen.findByRole('link', { name: messages.plan.upgradeButton });
    expect(upgrade).toHaveAttribute('href', '/dashboard/update-plan');
    expect(screen.getByText(messages.subscription.planName('Essentials'))).toBeInTheDocument();
  });

  it('keeps the upgrade button from Premium companies', async () => {
    renderShell(makeCompany({ plan: 'premium' }));
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('link', { name: messages.plan.upgradeButton })).toBeNull();
  });

  it('opens the utilities in a new tab without giving them the opener', async () => {
    renderShell();
    const link = await screen.findByRole('link', { name: 'Invite Investors' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the help menu only to a subscribed, validated company', async () => {
    renderShell(makeCompany({ validated: false }));
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('button', { name: 'Help menu' })).toBeNull();
  });

  it('refetches the member and company on every path change', async () => {
    const { calls, user } = renderShell();
    await screen.findByRole('heading', { name: 'Home' });
    const count = () => calls.filter((call) => call.operation === 'GetCompanyDetail').length;
    const before = count();
    await user.click(screen.getByRole('link', { name: "Our FAQ's" }));
    await screen.findByRole('heading', { name: 'FAQ' });
    await waitFor(() => expect(count()).toBe(before + 1));
  });

  it('asks before logging out, and Cancel keeps the session', async () => {
    const { user, calls } = renderShell();
    await user.click(await screen.findByRole('button', { name: /^Profile menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText(messages.auth.logoutConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(getSession()).not.toBeNull();
    expect(calls.some((call) => call.operation === 'UserLogout')).toBe(false);
  });

  it('logs out on the server and here after confirming', async () => {
    const { user, calls } = renderShell();
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);
    await user.click(await screen.findByRole('button', { name: /^Profile menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getSession()).toBeNull());
    stopListening();
    expect(calls.some((call) => call.operation === 'UserLogout')).toBe(true);
    expect(ended.mock.calls[0]?.[0]).toBe('logout');
  });

  it('switches company from the profile menu with new tokens for it', async () => {
    const { user, calls, router } = renderShell();
    await waitFor(() => expect(calls.some((c) => c.operation === 'UserCompanyList')).toBe(true));
    await screen.findByRole('heading', { name: 'Home' });
    await user.click(await screen.findByRole('button', { name: /^Profile menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Beta Energy Ltd' }));
    await waitFor(() => expect(getSession()?.companyId).toBe('company-2'));
    expect(
      calls.find((call) => call.operation === 'SelectCompanyForLogin')?.variables,
    ).toMatchObject({ companyId: 'company-2' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('explains instead of switching to a locked company', async () => {
    const { user, calls } = renderShell();
    await waitFor(() => expect(calls.some((c) => c.operation === 'UserCompanyList')).toBe(true));
    await screen.findByRole('heading', { name: 'Home' });
    await user.click(await screen.findByRole('button', { name: /^Profile menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Gamma Gold Ltd' }));
    expect(await screen.findByText(messages.team.lostAccess)).toBeInTheDocument();
    expect(calls.some((call) => call.operation === 'SelectCompanyForLogin')).toBe(false);
  });

  it('ends the session when the company refuses the member', async () => {
    storeSignIn(makeSignIn());
    fakeGraphQL({
      LoggedInUserDetail: () => ({ data: { loggedInUserDetail: member } }),
      GetCompanyDetail: () => graphQLError('FORBIDDEN', messages.auth.notInCompany),
    });
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);
    renderRoutes([{ path: '/dashboard', element: <DashboardShell /> }], '/dashboard');
    await waitFor(() => expect(ended).toHaveBeenCalledWith('revoked', messages.auth.notInCompany));
    stopListening();
    expect(getSession()).toBeNull();
  });
});
