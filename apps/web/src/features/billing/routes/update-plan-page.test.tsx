import { screen, waitFor, within } from '@testing-library/react';
import { messages, premiumPriceUnits } from '@quorum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingOverview } from '../api/get-billing-overview';
import { leaveFor } from '../api/leave-for';
import {
  ESSENTIALS_PRICE,
  fakeBillingApi,
  inDays,
  json,
  makeOverview,
  never,
  PREMIUM_PRICE,
  refusal,
  renderBilling,
  sentTo,
  type RestHandlers,
} from '../testing/billing-fixtures';
import { UpdatePlanPage } from './update-plan-page';

vi.mock('../api/leave-for', () => ({ leaveFor: vi.fn() }));

const text = messages.pricing;
const SUBSCRIBE = 'POST /stripe/subscribe/v2';
const PATH = '/dashboard/update-plan';

const onEssentials = makeOverview({
  plan: 'freemium',
  tier: 5000,
  amountUnits: 0,
  periodEnd: null,
  daysLeft: null,
});

/** /dashboard/update-plan for a company standing as `overview` says (Premium at 20,000). */
function renderUpdatePlan({
  overview = makeOverview(),
  companyCreator = true,
  rest = {} as RestHandlers,
  path = PATH,
}: {
  overview?: BillingOverview;
  companyCreator?: boolean;
  rest?: RestHandlers;
  path?: string;
} = {}) {
  const api = fakeBillingApi({ company: { companyCreator, plan: overview.plan }, overview, rest });
  const view = renderBilling([{ path: PATH, element: <UpdatePlanPage /> }], path);
  return { ...api, ...view };
}

const rows = async () => {
  await screen.findByRole('region', { name: 'Premium' });
  return screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label'))
    .filter((name) => name !== null);
};
const landed = async () => (await screen.findByTestId('landed')).textContent;

beforeEach(() => vi.mocked(leaveFor).mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('the update-plan page', () => {
  it('shows skeleton rows until the plans arrive', async () => {
    renderUpdatePlan({ rest: { 'GET /stripe/products/v2': never } });
    expect(await screen.findByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: text.heading })).toBeInTheDocument();
  });

  it('lists the current plan first, tagged Current plan', async () => {
    renderUpdatePlan({ overview: onEssentials });
    expect(await rows()).toEqual(['Essentials', 'Premium']);
    const essentials = screen.getByRole('region', { name: 'Essentials' });
    expect(within(essentials).getByText('Current plan')).toBeInTheDocument();
  });

  it('lists Premium first for a company on Premium, with its tier and renewal', async () => {
    renderUpdatePlan();
    expect(await rows()).toEqual(['Premium', 'Essentials']);
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('Current plan')).toBeInTheDocument();
    expect(within(premium).getByRole('combobox', { name: 'Number of shareholders' })).toHaveValue(
      '20000',
    );
    expect(within(premium).getByText('A$1,299')).toBeInTheDocument();
    expect(within(premium).getByText(/^Renews on/)).toBeInTheDocument();
  });

  it('upgrades Essentials to Premium at once, at the tier chosen, and goes to the checkout', async () => {
    const { user, restCalls } = renderUpdatePlan({
      overview: onEssentials,
      rest: { [SUBSCRIBE]: () => json({ data: { url: '/checkout/chk_9' } }) },
    });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await user.selectOptions(
      within(premium).getByRole('combobox', { name: 'Number of shareholders' }),
      'Up to 50,000 shareholders',
    );
    expect(within(premium).getByText('A$2,499')).toBeInTheDocument();
    expect(within(premium).getByText('60c per shareholder a year')).toBeInTheDocument();
    await user.click(within(premium).getByRole('button', { name: 'Upgrade: Premium' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/chk_9'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([
      { type: 'premium', priceId: PREMIUM_PRICE, range: 50000, flag: 'update' },
    ]);
  });

  it('asks before a downgrade: Premium benefits, days left, payment and renewal date', async () => {
    const { user } = renderUpdatePlan({
      overview: makeOverview({ periodEnd: '2030-03-09T00:00:00.000Z' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Downgrade: Essentials' }));
    const dialog = await screen.findByRole('dialog', { name: "What you're getting with Premium" });
    expect(within(dialog).getByText('Unlimited team members')).toBeInTheDocument();
    expect(within(dialog).getByText('12 days left on Premium')).toBeInTheDocument();
    expect(within(dialog).getByText('A$1,299/month')).toBeInTheDocument();
    expect(within(dialog).getByText('9 Mar 2030')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nevermind' })).toHaveFocus();
  });

  it("shows a paid trial's first charge as the payment in the confirmation", async () => {
    const { user } = renderUpdatePlan({
      overview: makeOverview({
        status: 'trialing',
        amountUnits: 0,
        trialEndsAt: inDays(9),
        periodEnd: inDays(9),
        daysLeft: 9,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Downgrade: Essentials' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('9 days left on Premium')).toBeInTheDocument();
    expect(within(dialog).getByText('A$1,299/month')).toBeInTheDocument();
  });

  it('sends nothing when the downgrade is declined with Nevermind', async () => {
    const { user, restCalls } = renderUpdatePlan();
    await user.click(await screen.findByRole('button', { name: 'Downgrade: Essentials' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Nevermind' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([]);
  });

  it("downgrades on I don't want Premium, then goes to the dashboard with stripe_success", async () => {
    const { user, restCalls } = renderUpdatePlan({
      rest: { [SUBSCRIBE]: () => json({ data: { url: null } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Downgrade: Essentials' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: "I don't want Premium" }));
    expect(await landed()).toBe('/dashboard?type=stripe_success');
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([
      { type: 'freemium', priceId: ESSENTIALS_PRICE, range: 5000, flag: 'update' },
    ]);
  });

  it('asks before a tier change, with the new price, and sends the new tier', async () => {
    const { user, restCalls } = renderUpdatePlan({
      rest: { [SUBSCRIBE]: () => json({ data: { url: null } }) },
    });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(within(premium).queryByRole('button', { name: /Premium$/ })).toBeNull();
    await user.selectOptions(
      within(premium).getByRole('combobox', { name: 'Number of shareholders' }),
      'Up to 100,000 shareholders',
    );
    await user.click(within(premium).getByRole('button', { name: 'Upgrade: Premium' }));
    const dialog = await screen.findByRole('dialog', {
      name: `What you're getting with ${text.premiumAtTier('100,000')}`,
    });
    expect(within(dialog).getByText('A$4,299/month')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    expect(await landed()).toBe('/dashboard?type=stripe_success');
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([
      { type: 'premium', priceId: PREMIUM_PRICE, range: 100000, flag: 'update' },
    ]);
  });

  it('calls a move to a smaller tier Change tier', async () => {
    const { user } = renderUpdatePlan();
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await user.selectOptions(
      within(premium).getByRole('combobox', { name: 'Number of shareholders' }),
      'Up to 5,000 shareholders',
    );
    expect(within(premium).getByRole('button', { name: 'Change tier: Premium' })).toBeEnabled();
  });

  it('offers Contact Sales for more than 100,000 shareholders', async () => {
    const { user } = renderUpdatePlan({ overview: onEssentials });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    await user.selectOptions(
      within(premium).getByRole('combobox', { name: 'Number of shareholders' }),
      'More than 100,000 shareholders',
    );
    expect(within(premium).queryByRole('button', { name: 'Upgrade: Premium' })).toBeNull();
    expect(within(premium).getByRole('link', { name: /^Contact Sales/ })).toBeInTheDocument();
  });

  it('re-activates a scheduled downgrade at once, from ?isReactivate=Yes', async () => {
    const { user, restCalls } = renderUpdatePlan({
      path: `${PATH}?isReactivate=Yes`,
      overview: makeOverview({ renewable: false }),
      rest: { [SUBSCRIBE]: () => json({ data: { url: null } }) },
    });
    const premium = await screen.findByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('Cancelled')).toBeInTheDocument();
    await user.click(within(premium).getByRole('button', { name: 'Reactivate: Premium' }));
    expect(await landed()).toBe('/dashboard?type=stripe_success');
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([
      { type: 'premium', priceId: PREMIUM_PRICE, range: 20000, flag: 'update', isReactivate: true },
    ]);
  });

  it('re-activates a subscription on hold through the checkout it answers', async () => {
    const { user } = renderUpdatePlan({
      path: `${PATH}?isReactivate=Yes`,
      overview: makeOverview({
        plan: 'freemium',
        status: 'inactive',
        hold: true,
        graceEndsAt: inDays(-2),
        amountUnits: premiumPriceUnits(20000),
      }),
      rest: { [SUBSCRIBE]: () => json({ data: { url: '/checkout/chk_hold' } }) },
    });
    expect(await rows()).toEqual(['Premium', 'Essentials']);
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('On hold')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Essentials' })).queryByRole('button'),
    ).toBeNull();
    await user.click(within(premium).getByRole('button', { name: 'Reactivate: Premium' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/chk_hold'));
  });

  it('swallows a refused change silently, as the spec says, and keeps the button usable', async () => {
    const { user, restCalls } = renderUpdatePlan({
      overview: onEssentials,
      rest: { [SUBSCRIBE]: () => refusal(409, 'Conflict', 'CONFLICT') },
    });
    const upgrade = await screen.findByRole('button', { name: 'Upgrade: Premium' });
    await user.click(upgrade);
    await waitFor(() => expect(sentTo(restCalls, SUBSCRIBE)).toHaveLength(1));
    await waitFor(() => expect(upgrade).toBeEnabled());
    expect(upgrade).not.toHaveAttribute('data-loading');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(upgrade);
    await waitFor(() => expect(sentTo(restCalls, SUBSCRIBE)).toHaveLength(2));
  });

  it('shows non_permit_upgrade to a member who did not create the company, before any confirmation', async () => {
    const { user, restCalls } = renderUpdatePlan({ companyCreator: false });
    await user.click(await screen.findByRole('button', { name: 'Downgrade: Essentials' }));
    expect(
      await screen.findByRole('dialog', { name: messages.plan.nonPermitUpgrade }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /What you're getting/ })).toBeNull();
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([]);
  });

  it('goes back to the dashboard when opened straight from a link', async () => {
    const { user } = renderUpdatePlan();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await landed()).toBe('/dashboard');
  });

  it('says billing is off on an installation without it, with no buttons', async () => {
    renderUpdatePlan({ overview: makeOverview({ driver: 'none' }) });
    expect(await screen.findByText(text.billingOff)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Downgrade|Upgrade/ })).toBeNull();
  });

  it('shows the creator the payments made, each with its GST, and nobody else', async () => {
    const overview = makeOverview({
      invoices: [
        {
          number: 'QRM-2026-0A1B2C3D4E',
          amountUnits: premiumPriceUnits(20000),
          gstUnits: 11809,
          status: 'paid',
          periodStart: '2026-11-01T00:00:00.000Z',
          periodEnd: '2026-12-01T00:00:00.000Z',
          createdAt: '2026-11-01T00:00:00.000Z',
        },
      ],
    });
    renderUpdatePlan({ overview });
    const history = await screen.findByRole('region', { name: text.historyTitle });
    const row = within(history).getByRole('row', { name: /QRM-2026-0A1B2C3D4E/ });
    expect(row).toHaveTextContent('A$1,299');
    expect(row).toHaveTextContent('GST A$118.09');
    expect(row).toHaveTextContent(text.invoicePaid);
  });

  it('sends the creator to Stripe’s portal for the card and invoices when there is one', async () => {
    const { restCalls } = renderUpdatePlan({
      overview: makeOverview({ driver: 'stripe', portalAvailable: true }),
      rest: {
        'POST /stripe/portal': () => json({ data: { url: 'https://billing.stripe.test/p' } }),
      },
    });
    const history = await screen.findByRole('region', { name: text.historyTitle });
    expect(within(history).getByText(text.historyEmpty)).toBeInTheDocument();
    within(history).getByRole('button', { name: text.manageBilling }).click();
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.test/p'));
    expect(sentTo(restCalls, 'POST /stripe/portal')).toHaveLength(1);
  });
});
