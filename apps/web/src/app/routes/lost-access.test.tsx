import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SignInPage } from '@/features/auth/routes';
import type * as GraphQLModule from '@/lib/graphql';
import { getSession, storeSignIn } from '@/lib/session';
import { fakeGraphQL, graphQLError, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { DashboardShell } from '../shell/dashboard-shell';
import { RequireSession } from './require-session';
import { useLostAccessNotice } from './use-lost-access-notice';

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
  companyCreator: false,
  teamMemberRole: 'member',
  plan: 'freemium',
  subscriptionStatus: 'active',
  isInviteTeamSkipped: false,
};
const acme = { _id: 'company-1', legalBusinessName: 'Acme Mining Ltd', companyLogo: null };
const beta = { _id: 'company-2', legalBusinessName: 'Beta Energy Ltd', companyLogo: null };
const locked = () => graphQLError('FORBIDDEN', messages.company.lockedCompany);

function Root() {
  useLostAccessNotice();
  return <Outlet />;
}

/** The app's routes that matter here: '/' (sign-in and the chooser) and the dashboard. */
function renderApp(path: string) {
  return renderRoutes(
    [
      {
        element: <Root />,
        children: [
          { path: '/', element: <SignInPage /> },
          {
            path: '/dashboard',
            element: (
              <RequireSession>
                <DashboardShell />
              </RequireSession>
            ),
            children: [{ index: true, element: <h1>Home</h1> }],
          },
        ],
      },
    ],
    path,
  );
}

const lostAccessDialog = async () =>
  screen.findByRole('dialog', { name: messages.team.lostAccessTitle });

describe('lost_access: a member the free plan locked out of a company', () => {
  it('is told why, and offered the chooser still signed in, when the company refuses them during a session', async () => {
    storeSignIn(makeSignIn({ companyId: 'company-1' }));
    fakeGraphQL({
      LoggedInUserDetail: () => ({ data: { loggedInUserDetail: member } }),
      GetCompanyDetail: locked,
      GetUnreadNotificationCount: locked,
      GetTotalUnreadQuestions: locked,
      UserCompanyList: () => ({
        data: {
          userCompanyList: [
            { ...acme, isLocked: true },
            { ...beta, isLocked: false },
          ],
        },
      }),
    });
    const { router } = renderApp('/dashboard');

    const dialog = await lostAccessDialog();
    expect(within(dialog).getByText(messages.team.lostAccess)).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toMatchObject({ companyId: null, inCompany: true });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(await screen.findByRole('button', { name: 'Beta Energy Ltd' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Acme Mining Ltd' })).toBeVisible();
  });

  it('is told why at once when their only company is locked as they sign in', async () => {
    storeSignIn(makeSignIn({ companyId: null }));
    fakeGraphQL({
      UserCompanyList: () => ({ data: { userCompanyList: [{ ...acme, isLocked: true }] } }),
    });
    renderApp('/');

    const dialog = await lostAccessDialog();
    expect(within(dialog).getByText('Acme Mining Ltd')).toBeVisible();
    expect(within(dialog).getByText(messages.team.lostAccess)).toBeVisible();
  });

  it('is told why, without a bare error, when a company locks them after the chooser listed it', async () => {
    storeSignIn(makeSignIn({ companyId: null }));
    const { calls } = fakeGraphQL({
      UserCompanyList: () => ({
        data: {
          userCompanyList: [
            { ...acme, isLocked: false },
            { ...beta, isLocked: false },
          ],
        },
      }),
      SelectCompanyForLogin: locked,
    });
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Acme Mining Ltd' }));

    const dialog = await lostAccessDialog();
    expect(within(dialog).getByText('Acme Mining Ltd')).toBeVisible();
    expect(calls.some((call) => call.operation === 'SelectCompanyForLogin')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getSession()).toMatchObject({ companyId: null });
  });
});
