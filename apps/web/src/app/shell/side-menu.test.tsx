import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NamedPermission, Role } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import type * as GraphQLModule from '@/lib/graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { DashboardShell } from './dashboard-shell';

// The bell and the Questions chip listen live; these tests have no socket to listen on.
vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: () => () => undefined,
}));

/** The company as the API answers it, with the caller's permissions from the shared model. */
const companyFor = (role: Role, grants: NamedPermission[] = [], companyCreator = false) =>
  makeCompanyDetail({
    role,
    grants,
    companyCreator,
    endDate: new Date(Date.now() + 12 * 86_400_000).toISOString(),
  });

function renderShellAs(company: ReturnType<typeof companyFor>) {
  storeSignIn(makeSignIn());
  fakeGraphQL({
    LoggedInUserDetail: () => ({
      data: {
        loggedInUserDetail: {
          _id: 'user-1',
          email: 'sam@example.com',
          firstName: 'Sam',
          lastName: 'Lee',
          profileImageUrl: null,
        },
      },
    }),
    GetCompanyDetail: () => ({ data: { getCompanyDetail: company } }),
    GetUnreadNotificationCount: () => ({ data: { getUnreadNotificationCount: 0 } }),
    GetTotalUnreadQuestions: () => ({ data: { getTotalUnreadQuestions: 0 } }),
    UserCompanyList: () => ({ data: { userCompanyList: [] } }),
  });
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: <DashboardShell />,
        children: [{ index: true, element: <h1>Home</h1> }],
      },
    ],
    '/dashboard',
  );
  return userEvent.setup();
}

async function menuLinks() {
  await screen.findByRole('heading', { name: 'Home' });
  const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

async function companyProfileItem(user: ReturnType<typeof userEvent.setup>) {
  // The page shows once the company is known, and with it the member's permissions.
  await screen.findByRole('heading', { name: 'Home' });
  await user.click(await screen.findByRole('button', { name: /^Profile menu/ }));
  // Role queries are slow in jsdom; on a busy machine the menu can take over a second to appear.
  return screen.findByRole('menuitem', { name: 'Company profile' }, { timeout: 5000 });
}

const EVERY_PAGE = [
  'Dashboard',
  'Market',
  'Analytics',
  'Announcements',
  'Questions',
  "Our FAQ's",
  'Question registry',
  'My team',
  'Invite Investors',
  'How to use',
];

describe('the side menu and company profile link by role', () => {
  it('shows an admin every page and opens the company profile to them', async () => {
    const user = renderShellAs(companyFor('admin'));
    expect(await menuLinks()).toEqual(EVERY_PAGE);
    const item = await companyProfileItem(user);
    expect(item).not.toHaveAttribute('data-disabled');
    expect(item).toHaveAttribute('href', '/dashboard/company-profile');
  });

  it('shows a viewer every page to look at, but not the company profile link', async () => {
    const user = renderShellAs(companyFor('viewer'));
    expect(await menuLinks()).toEqual(EVERY_PAGE);
    expect(await companyProfileItem(user)).toHaveAttribute('data-disabled', 'true');
  });

  it('hides from a custom role with no grants every page it may not view', async () => {
    renderShellAs(companyFor('custom'));
    expect(await menuLinks()).toEqual([
      'Dashboard',
      'Market',
      'Analytics',
      "Our FAQ's",
      'Invite Investors',
      'How to use',
    ]);
  });

  it('shows a custom role the pages of the areas it was granted, and only those', async () => {
    renderShellAs(
      companyFor('custom', [
        { name: 'questionBoard', allowed: true, acessType: 'view' },
        { name: 'myTeam', allowed: true, acessType: 'full' },
        { name: 'announcements', allowed: false, acessType: 'none' },
      ]),
    );
    expect(await menuLinks()).toEqual([
      'Dashboard',
      'Market',
      'Analytics',
      'Questions',
      "Our FAQ's",
      'My team',
      'Invite Investors',
      'How to use',
    ]);
  });

  it('opens the company profile to its creator once subscribed and validated, without admin rights', async () => {
    const user = renderShellAs(companyFor('viewer', [], true));
    expect(await companyProfileItem(user)).not.toHaveAttribute('data-disabled');
  });
});
