import { screen, within } from '@testing-library/react';
import { messages, WEBFORM_PAGE_PATH } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';
import { json, makeWebformConfig, renderIntegrations } from '../testing/webform-fixtures';

const text = messages.webform;

afterEach(() => {
  vi.unstubAllGlobals();
});

const hasSetup = (value: boolean) => ({
  'GET /has-web-integration-setup': () => json({ hasSetup: value }),
});

describe('the Integrations page', () => {
  it("shows the Web form card, labelled 'Investor inquiry', with 'Enabled' once set up", async () => {
    renderIntegrations({ rest: hasSetup(true) });
    expect(await screen.findByText(text.integrationsIntro)).toBeInTheDocument();
    const card = screen.getByRole('link', { name: /Web form/ });
    expect(within(card).getByText(text.cardLabel)).toBeInTheDocument();
    expect(await within(card).findByText(text.enabled)).toBeInTheDocument();
  });

  it("shows no 'Enabled' chip while the web form is not set up", async () => {
    const { restCalls } = renderIntegrations({ rest: hasSetup(false) });
    const card = await screen.findByRole('link', { name: /Web form/ });
    expect(await within(card).findByText('Set up the form')).toBeInTheDocument();
    expect(within(card).queryByText(text.enabled)).toBeNull();
    expect(restCalls.map((c) => c.path)).toEqual(['/has-web-integration-setup']);
  });

  it('leads from the card to the Web form page', async () => {
    const { user, router } = renderIntegrations({
      rest: { ...hasSetup(false), 'GET /webform': () => json(makeWebformConfig()) },
    });
    await user.click(await screen.findByRole('link', { name: /Web form/ }));
    expect(router.state.location.pathname).toBe(WEBFORM_PAGE_PATH);
    expect(await screen.findByRole('heading', { name: 'Web form', level: 1 })).toBeInTheDocument();
  });

  it('offers the company creator on the free plan an upgrade instead, and asks the server nothing', async () => {
    const { user, router, restCalls } = renderIntegrations({ plan: 'freemium' });
    const card = await screen.findByRole('region', { name: text.cardTitle });
    expect(within(card).getByText(text.premiumOnly)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Investor inquiry/ })).toBeNull();
    await user.click(within(card).getByRole('link', { name: messages.plan.upgradeButton }));
    expect(router.state.location.pathname).toBe(UPGRADE_PLAN_PATH);
    expect(restCalls).toEqual([]);
  });

  it('tells a member who is not the creator, on the free plan, that they may not upgrade', async () => {
    renderIntegrations({ plan: 'freemium', companyCreator: false });
    const card = await screen.findByRole('region', { name: text.cardTitle });
    expect(within(card).getByText(messages.plan.nonPermitUpgrade)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).toBeNull();
  });
});
