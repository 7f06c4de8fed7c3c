import { notifications } from '@mantine/notifications';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as GraphQLModule from '@/lib/graphql';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail, type CompanyDetailOptions } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { DashboardShell } from './dashboard-shell';

// The bell and the Questions chip listen live; these tests have no socket to listen on.
vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: () => () => undefined,
}));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function Where() {
  const { pathname, search } = useLocation();
  return <h1>{`At ${pathname}${search}`}</h1>;
}

/** The shell over stand-in pages, for a company standing as `company` says, at `path`. */
function renderShellAt(path: string, company: CompanyDetailOptions) {
  storeSignIn(makeSignIn());
  fakeGraphQL({
    LoggedInUserDetail: () => ({
      data: { loggedInUserDetail: { _id: 'user-1', firstName: 'Demo', lastName: 'Member' } },
    }),
    GetCompanyDetail: () => ({ data: { getCompanyDetail: makeCompanyDetail(company) } }),
    GetUnreadNotificationCount: () => ({ data: { getUnreadNotificationCount: 0 } }),
    GetTotalUnreadQuestions: () => ({ data: { getTotalUnreadQuestions: 0 } }),
  });
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Notifications />
            <Outlet />
          </>
        ),
        children: [
          {
            path: '/dashboard',
            element: <DashboardShell />,
            children: [
              { index: true, element: <Where /> },
              { path: '*', element: <Where /> },
            ],
          },
        ],
      },
    ],
    path,
  );
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  sessionStorage.clear();
});

const paidPremium = { plan: 'premium', status: 'active', endDate: inDays(30) } as const;

describe('the plan notices', () => {
  it('opens premium_success on the dashboard after Premium is paid for; closing it drops the query', async () => {
    const { user, router } = renderShellAt('/dashboard?type=stripe_success', paidPremium);
    const dialog = await screen.findByRole('dialog', { name: messages.pricing.supercharged });
    expect(within(dialog).getByText('Real-time investor sentiment score')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens stripe_success on the invite-team step, with the way to the dashboard', async () => {
    const { user } = renderShellAt('/dashboard/invite-team?type=stripe_success', {
      plan: 'freemium',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Plan activated' });
    expect(within(dialog).getByText(messages.plan.activated('Essentials'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'At /dashboard' })).toBeInTheDocument();
  });

  it('opens downgrade_premium_success with the date Premium ends', async () => {
    const endDate = '2030-03-09T00:00:00.000Z';
    renderShellAt('/dashboard?type=stripe_success', { ...paidPremium, endDate, renewable: false });
    const dialog = await screen.findByRole('dialog', { name: messages.pricing.downgradeTitle });
    expect(dialog).toHaveTextContent(messages.pricing.downgradeBody('9 Mar 2030'));
  });

  it("opens freemium_success, whose 'See upgrade options' leads to the update-plan page", async () => {
    const { user } = renderShellAt('/dashboard?type=stripe_success', { plan: 'freemium' });
    const dialog = await screen.findByRole('dialog', { name: messages.pricing.freemiumTitle });
    await user.click(within(dialog).getByRole('button', { name: 'See upgrade options' }));
    expect(
      await screen.findByRole('heading', { name: 'At /dashboard/update-plan' }),
    ).toBeInTheDocument();
  });

  it("shows the toast 'Subscription Failed' for type=stripe_failure, once", async () => {
    const { router } = renderShellAt('/dashboard?type=stripe_failure', paidPremium);
    expect(await screen.findByText(messages.plan.subscriptionFailed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getAllByText(messages.plan.subscriptionFailed)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens not_subscribed for the creator of an inactive company, once per visit', async () => {
    const inactive = { plan: 'freemium', status: 'inactive', hold: true } as const;
    const { user, router } = renderShellAt('/dashboard', inactive);
    const dialog = await screen.findByRole('dialog', { name: messages.pricing.welcome });
    await user.click(within(dialog).getByRole('button', { name: 'View subscription' }));
    expect(
      await screen.findByRole('heading', { name: 'At /dashboard/update-plan?isReactivate=Yes' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'At /dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks anyone else in an inactive company to contact the company admin', async () => {
    renderShellAt('/dashboard', {
      plan: 'freemium',
      status: 'inactive',
      hold: true,
      companyCreator: false,
    });
    const dialog = await screen.findByRole('dialog', { name: messages.pricing.inactiveTitle });
    expect(dialog).toHaveTextContent('Please contact your company admin.');
  });

  it('opens no notice at all when billing is off', async () => {
    renderShellAt('/dashboard?type=stripe_success', { ...paidPremium, driver: 'none' });
    expect(await screen.findByRole('heading', { name: 'At /dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens no not_subscribed for a company whose subscription is active', async () => {
    renderShellAt('/dashboard', paidPremium);
    expect(await screen.findByRole('heading', { name: 'At /dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
