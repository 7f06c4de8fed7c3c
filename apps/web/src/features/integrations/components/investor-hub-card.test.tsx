import { screen, within } from '@testing-library/react';
import { hubMessages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderIntegrations } from '../testing/webform-fixtures';

const text = hubMessages;
const LINK = 'https://quorum.example/hub/ACME';

afterEach(() => {
  vi.unstubAllGlobals();
});

const setting = (enabled: boolean) => ({ enabled, asxCode: 'ACME', link: LINK });
const rest = { 'GET /has-web-integration-setup': () => json({ hasSetup: false }) };

describe('the Investor page card', () => {
  it('switches the page on, then says it is public and offers its address to open', async () => {
    const { user, graphqlCalls } = renderIntegrations({
      rest,
      graphql: {
        GetInvestorHub: () => ({ data: { getInvestorHub: setting(false) } }),
        UpdateInvestorHub: (variables) => ({
          data: { updateInvestorHub: setting(Boolean(variables.enabled)) },
        }),
      },
    });
    const card = await screen.findByRole('region', { name: text.cardTitle });
    expect(await within(card).findByText(text.disabledNote)).toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: text.linkLabel })).toHaveValue(LINK);
    expect(within(card).queryByRole('link', { name: /Open the investor page/ })).toBeNull();

    await user.click(within(card).getByRole('switch', { name: text.switchLabel }));
    expect(await within(card).findByText(text.enabledNote)).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: text.switchLabel })).toBeChecked();
    expect(within(card).getByRole('link', { name: /Open the investor page/ })).toHaveAttribute(
      'href',
      LINK,
    );
    expect(graphqlCalls.find((c) => c.operation === 'UpdateInvestorHub')?.variables).toEqual({
      enabled: true,
    });
  });

  it('shows a viewer the setting without letting them change it', async () => {
    renderIntegrations({
      access: 'view',
      rest,
      graphql: { GetInvestorHub: () => ({ data: { getInvestorHub: setting(true) } }) },
    });
    const card = await screen.findByRole('region', { name: text.cardTitle });
    const toggle = await within(card).findByRole('switch', { name: text.switchLabel });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
  });

  it('says so when the setting cannot be loaded', async () => {
    renderIntegrations({
      rest,
      graphql: {
        GetInvestorHub: () => ({
          data: null,
          errors: [
            { message: 'Something went wrong.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
          ],
        }),
      },
    });
    const card = await screen.findByRole('region', { name: text.cardTitle });
    expect(await within(card).findByText(text.loadFailed)).toBeInTheDocument();
  });

  it('offers the upgrade on the free plan, in the investor page’s words, and asks nothing', async () => {
    const { graphqlCalls } = renderIntegrations({ plan: 'freemium' });
    const card = await screen.findByRole('region', { name: text.cardTitle });
    expect(within(card).getByText(text.premiumOnly)).toBeInTheDocument();
    expect(graphqlCalls.map((c) => c.operation)).not.toContain('GetInvestorHub');
  });
});
