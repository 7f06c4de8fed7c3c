import { AppShell } from '@mantine/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { NamedPermission, Role } from '@quorum/shared';
import { describe, expect, it, vi } from 'vitest';
import { boardKeys } from '@/features/board/api/board-keys';
import type * as GraphQLModule from '@/lib/graphql';
import type { SubscriptionHandlers } from '@/lib/graphql';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { SideMenu } from './side-menu';

type BoardEvent = { boardUpdated: { kind: string } };
const live: { handlers?: SubscriptionHandlers<BoardEvent> } = {};

vi.mock('@/lib/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof GraphQLModule>()),
  subscribe: (
    _document: unknown,
    _variables: unknown,
    handlers: SubscriptionHandlers<BoardEvent>,
  ) => {
    live.handlers = handlers;
    return () => undefined;
  },
}));

/** The side menu of a member whose unread questions the server counts as `counts`, in turn. */
function renderMenu(counts: number[], role: Role = 'viewer', grants: NamedPermission[] = []) {
  storeSignIn(makeSignIn());
  let asked = 0;
  const api = fakeGraphQL({
    GetCompanyDetail: () => ({ data: { getCompanyDetail: makeCompanyDetail({ role, grants }) } }),
    GetTotalUnreadQuestions: () => ({
      data: { getTotalUnreadQuestions: counts[Math.min(asked++, counts.length - 1)] },
    }),
  });
  const { queryClient } = renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <AppShell navbar={{ width: 264, breakpoint: 'lg' }}>
            <AppShell.Navbar aria-label="Main navigation">
              <SideMenu showUpgrade={false} onNavigate={() => undefined} />
            </AppShell.Navbar>
          </AppShell>
        ),
      },
    ],
    '/dashboard',
  );
  const counted = () =>
    waitFor(() => expect(queryClient.getQueryState(boardKeys.unread())?.status).toBe('success'));
  return { calls: api.calls, counted };
}

const questionsLink = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' })).findByRole('link', {
    name: /^Questions/,
  });

describe('the unread chip on Questions', () => {
  it('shows how many questions the member has not read', async () => {
    renderMenu([3]);
    const link = await questionsLink();
    expect(await within(link).findByText('3', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(link).toHaveAccessibleName('Questions 3 unread');
  });

  it('shows nothing when every question has been read', async () => {
    const { counted } = renderMenu([0]);
    const link = await questionsLink();
    await counted();
    expect(link).toHaveAccessibleName('Questions');
  });

  it('is not there for a member who may not see the board', async () => {
    renderMenu([5], 'custom', [{ name: 'myTeam', allowed: true, acessType: 'view' }]);
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(navigation).findByRole('link', { name: 'My team' });
    expect(within(navigation).queryByRole('link', { name: /^Questions/ })).not.toBeInTheDocument();
  });

  it('counts again when the board changes', async () => {
    renderMenu([1, 4]);
    const link = await questionsLink();
    await within(link).findByText('1');
    await act(async () => live.handlers?.next({ boardUpdated: { kind: 'created' } }));
    expect(await within(link).findByText('4')).toBeInTheDocument();
    expect(link).toHaveAccessibleName('Questions 4 unread');
  });
});
