import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSignIn } from '@/lib/session';
import { makeCompanyDetail } from '@/testing/company-detail';
import { fakeGraphQL, makeSignIn } from '@/testing/fake-graphql';
import { renderRoutes } from '@/testing/render-with-providers';
import { FirstRunModals } from './first-run-modals';

const text = messages.firstRun;

const member = (fields: object) => ({
  _id: 'user-1',
  firstName: 'Ada',
  isFirstTimeLogin: false,
  welcomedAt: '2026-01-01T00:00:00.000Z',
  hasViewedIntegrationModal: true,
  hasClickedIntegrationButton: false,
  hasViewedQuickResponseInfo: true,
  ...fields,
});

function renderHome(
  fields: object,
  {
    plan = 'premium',
    companyCreator = true,
    path = '/dashboard',
  }: { plan?: 'freemium' | 'premium'; companyCreator?: boolean; path?: string } = {},
) {
  storeSignIn(makeSignIn());
  const api = fakeGraphQL({
    LoggedInUserDetail: () => ({ data: { loggedInUserDetail: member(fields) } }),
    GetCompanyDetail: () => ({
      data: { getCompanyDetail: makeCompanyDetail({ plan, companyCreator }) },
    }),
    CompleteFirstTimeLogin: () => ({
      data: { completeFirstTimeLogin: { welcomedAt: '2026-11-28T07:00:00.000Z' } },
    }),
    UpdateIntegrationModalSeen: () => ({
      data: { updateIntegrationModalSeen: { hasViewedIntegrationModal: true } },
    }),
    UpdateIntegrationModalClicked: () => ({
      data: {
        updateIntegrationModalClicked: {
          hasClickedIntegrationButton: true,
          hasViewedIntegrationModal: true,
        },
      },
    }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const screenAt = (label: string) => () => <p>{label}</p>;
  const { router } = renderRoutes(
    [
      { path: '/dashboard', element: <FirstRunModals /> },
      { path: '/dashboard/update-plan', Component: screenAt('update plan') },
      {
        path: '/dashboard/company-profile/integrate-quorum/web-form',
        Component: screenAt('web form'),
      },
      { path: '/dashboard/questions', element: <FirstRunModals /> },
    ],
    path,
  );
  return { api, router };
}

/** The member and the company have arrived and rendered. */
async function settled(calls: { operation: string }[]) {
  await waitFor(() =>
    expect(calls.map((c) => c.operation)).toEqual(
      expect.arrayContaining(['LoggedInUserDetail', 'GetCompanyDetail']),
    ),
  );
  await act(async () => undefined);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the first run’s modals', () => {
  it('welcome a person who registered, and Continue marks the welcome done', async () => {
    const { api } = renderHome({ isFirstTimeLogin: true, welcomedAt: null });
    const welcome = await screen.findByRole('dialog', { name: text.welcomeTitle('Ada') });
    expect(welcome).toHaveTextContent(text.welcomeBody);
    await userEvent.click(screen.getByRole('button', { name: text.continue }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.map((c) => c.operation)).toContain('CompleteFirstTimeLogin');
  });

  it('do not offer the integration promo on a first-time login', async () => {
    const { api } = renderHome({ isFirstTimeLogin: true, hasViewedIntegrationModal: false });
    await settled(api.calls);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offer the promo later, and Close marks it seen on the server and locally', async () => {
    const { api } = renderHome({ hasViewedIntegrationModal: false });
    const promo = await screen.findByRole('dialog', { name: text.integrationPromoTitle });
    expect(promo).toHaveTextContent(text.integrationPromoPaid);
    await userEvent.click(screen.getByRole('button', { name: text.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.map((c) => c.operation)).toContain('UpdateIntegrationModalSeen');
  });

  it('take a paid plan’s promo to the web form page', async () => {
    const { router } = renderHome({ hasViewedIntegrationModal: false });
    await userEvent.click(await screen.findByRole('button', { name: text.integrationPromoPaid }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/dashboard/company-profile/integrate-quorum/web-form',
      ),
    );
  });

  it('take the free plan’s creator to update-plan, and anyone else to non_permit_upgrade', async () => {
    const creator = renderHome({ hasViewedIntegrationModal: false }, { plan: 'freemium' });
    await userEvent.click(
      await screen.findByRole('button', { name: text.integrationPromoUpgrade }),
    );
    await waitFor(() =>
      expect(creator.router.state.location.pathname).toBe('/dashboard/update-plan'),
    );
  });

  it('show a member who did not create the company non_permit_upgrade from Upgrade', async () => {
    renderHome({ hasViewedIntegrationModal: false }, { plan: 'freemium', companyCreator: false });
    await userEvent.click(
      await screen.findByRole('button', { name: text.integrationPromoUpgrade }),
    );
    await screen.findByRole('dialog', { name: messages.plan.nonPermitUpgrade });
  });

  it('open nothing away from the home', async () => {
    const { api } = renderHome(
      { hasViewedIntegrationModal: false },
      { path: '/dashboard/questions' },
    );
    await settled(api.calls);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
