import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { RequireSession } from './require-session';

const routes = [
  { path: '/', element: <h1>Sign in</h1> },
  {
    path: '/dashboard/*',
    element: (
      <RequireSession>
        <h1>Inside the dashboard</h1>
      </RequireSession>
    ),
  },
];

describe('dashboard guard', () => {
  it('sends a visitor without a session to sign in', async () => {
    const { router } = renderRoutes(routes, '/dashboard/update-plan');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a session without a company back to sign-in, where the chooser is', async () => {
    storeSignIn(makeSignIn({ companyId: null }));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('lets a session with a company in', async () => {
    storeSignIn(makeSignIn());
    renderRoutes(routes, '/dashboard/my-team');
    expect(await screen.findByRole('heading', { name: 'Inside the dashboard' })).toBeVisible();
  });
});
