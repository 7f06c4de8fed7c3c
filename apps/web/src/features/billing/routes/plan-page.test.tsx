import { screen, waitFor, within } from '@testing-library/react';
import { messages, type SubscriptionStatus } from '@quorum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveFor } from '../api/leave-for';
import {
  ESSENTIALS_PRICE,
  fakeBillingApi,
  inDays,
  json,
  never,
  PREMIUM_PRICE,
  refusal,
  renderBilling,
  sentTo,
  type RestHandlers,
} from '../testing/billing-fixtures';
import { PlanPage } from './plan-page';

vi.mock('../api/leave-for', () => ({ leaveFor: vi.fn() }));

const text = messages.pricing;
const SUBSCRIBE = 'POST /stripe/subscribe/v2';

/** /dashboard/plan as a new company on its trial sees it, unless said otherwise. */
function renderPlanPage({
  companyCreator = true,
  status = 'trialing',
  rest = {},
}: { companyCreator?: boolean; status?: SubscriptionStatus; rest?: RestHandlers } = {}) {
  const api = fakeBillingApi({
    // A trial without a card ends rather than renews.
    company: {
      plan: 'premium',
      status,
      companyCreator,
      endDate: inDays(14),
      renewable: status !== 'trialing',
    },
    rest,
  });
  const view = renderBilling(
    [{ path: '/dashboard/plan', element: <PlanPage /> }],
    '/dashboard/plan',
  );
  return { ...api, ...view };
}

const landed = async () => (await screen.findByTestId('landed')).textContent;

beforeEach(() => vi.mocked(leaveFor).mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('the plan page (Add mode)', () => {
  it('shows the heading, and skeleton cards until the plans arrive', async () => {
    renderPlanPage({ rest: { 'GET /stripe/products/v2': never } });
    expect(screen.getByRole('heading', { level: 1, name: text.heading })).toBeInTheDocument();
    expect(screen.getByText(text.subheading)).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Premium' })).toBeNull();
  });

  it('offers three cards: Essentials free, Premium recommended at A$399, and Find your plan', async () => {
    renderPlanPage();
    const essentials = await screen.findByRole('region', { name: 'Essentials' });
    expect(within(essentials).getByText('Free')).toBeInTheDocument();
    expect(within(essentials).getByText('Up to 5,000 shareholders')).toBeInTheDocument();
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('Recommended')).toBeInTheDocument();
    expect(within(premium).getByText('A$399')).toBeInTheDocument();
    expect(within(premium).getByText('95c per shareholder a year')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Find your plan' })).toBeInTheDocument();
  });

  it('prices Premium for the shareholders chosen in Find your plan: A$1,299 for 20,000', async () => {
    const { user } = renderPlanPage();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: text.findYourPlanHelp }),
      'Up to 20,000 shareholders',
    );
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('A$1,299')).toBeInTheDocument();
    expect(within(premium).getByText('78c per shareholder a year')).toBeInTheDocument();
  });

  it('offers Contact Sales instead of Select for more than 100,000 shareholders', async () => {
    const { user } = renderPlanPage();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: text.findYourPlanHelp }),
      'More than 100,000 shareholders',
    );
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByText('Custom')).toBeInTheDocument();
    expect(within(premium).queryByRole('button', { name: 'Select Premium' })).toBeNull();
    const sales = within(premium).getByRole('link', { name: /^Contact Sales/ });
    expect(sales).toHaveAttribute('target', '_blank');
    expect(sales.getAttribute('rel')).toContain('noopener');
  });

  it('answers the FAQ: the two-week trial, monthly billing, GST, and moving to Essentials', async () => {
    const { user } = renderPlanPage();
    const faq = await screen.findByRole('region', { name: 'Find your plan' });
    const trial = within(faq).getByRole('button', { name: 'Is there a free trial?' });
    await user.click(trial);
    expect(trial).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/Premium free for two weeks/)).toBeInTheDocument();
    for (const question of [
      'How is Premium billed?',
      'Do prices include GST?',
      'What happens if we move to Essentials?',
    ])
      expect(within(faq).getByRole('button', { name: question })).toBeInTheDocument();
  });

  it('sends Premium at the chosen tier with flag add, and goes to the checkout it answers', async () => {
    const { user, restCalls } = renderPlanPage({
      rest: { [SUBSCRIBE]: () => json({ data: { url: '/checkout/chk_1' } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Select Premium' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/chk_1'));
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([
      { type: 'premium', priceId: PREMIUM_PRICE, range: 5000, flag: 'add' },
    ]);
    expect(restCalls.at(-1)?.authorization).toBe('Bearer access-one');
  });

  it('sends Essentials with flag add, reads the company again and goes on to invite the team', async () => {
    const { user, restCalls, graphqlCalls } = renderPlanPage({
      rest: { [SUBSCRIBE]: () => json({ data: { url: null } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Select Essentials' }));
    expect(await landed()).toBe('/dashboard/invite-team?type=stripe_success');
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([
      { type: 'freemium', priceId: ESSENTIALS_PRICE, range: 5000, flag: 'add' },
    ]);
    expect(graphqlCalls.filter((c) => c.operation === 'GetCompanyDetail').length).toBe(2);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the choice open", async () => {
    const { user } = renderPlanPage({
      status: 'active',
      rest: { [SUBSCRIBE]: () => refusal(400, messages.plan.alreadyFreemium) },
    });
    await user.click(await screen.findByRole('button', { name: 'Select Essentials' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.plan.alreadyFreemium);
    expect(screen.getByRole('button', { name: 'Select Essentials' })).toBeEnabled();
  });

  it('shows the fallback words when the server stumbles without any', async () => {
    const { user } = renderPlanPage({
      rest: { [SUBSCRIBE]: () => json({}, 500) },
    });
    await user.click(await screen.findByRole('button', { name: 'Select Premium' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.plan.subscribeFallback);
  });

  it('offers no trial to keep once the trial is paid for', async () => {
    fakeBillingApi({ company: { plan: 'premium', status: 'trialing', endDate: inDays(14) } });
    renderBilling([{ path: '/dashboard/plan', element: <PlanPage /> }], '/dashboard/plan');
    await screen.findByRole('region', { name: 'Premium' });
    expect(screen.queryByRole('button', { name: 'Continue with the free trial' })).toBeNull();
  });

  it('keeps the free trial and goes on to invite the team without a notice', async () => {
    const { user, restCalls } = renderPlanPage();
    expect(await screen.findByText(/Your company has Premium free until/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with the free trial' }));
    expect(await landed()).toBe('/dashboard/invite-team');
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([]);
  });

  it('shows non_permit_upgrade to a member who did not create the company, and sends nothing', async () => {
    const { user, restCalls } = renderPlanPage({ companyCreator: false });
    await user.click(await screen.findByRole('button', { name: 'Select Premium' }));
    const dialog = await screen.findByRole('dialog', { name: messages.plan.nonPermitUpgrade });
    const demo = within(dialog).getByRole('link', { name: /^Book a demo/ });
    expect(demo).toHaveAttribute('target', '_blank');
    expect(sentTo(restCalls, SUBSCRIBE)).toEqual([]);
  });

  it('can be chosen by keyboard alone', async () => {
    const { user, restCalls } = renderPlanPage({
      rest: { [SUBSCRIBE]: () => json({ data: { url: '/checkout/chk_2' } }) },
    });
    const select = await screen.findByRole('button', { name: 'Select Premium' });
    select.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/chk_2'));
    expect(sentTo(restCalls, SUBSCRIBE)).toHaveLength(1);
  });
});

describe('the plans modal (an exact number of shareholders)', () => {
  const openModal = async (rest: RestHandlers = {}) => {
    const view = renderPlanPage({ rest });
    await view.user.click(
      await screen.findByRole('button', { name: 'Enter your exact number of shareholders' }),
    );
    return { ...view, dialog: await screen.findByRole('dialog', { name: 'Choose your plan' }) };
  };

  it('lists the products and asks for the number of shareholders', async () => {
    const { user, dialog, restCalls } = await openModal();
    expect(within(dialog).getByText('Essentials')).toBeInTheDocument();
    expect(within(dialog).getByText('Premium')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText(messages.plan.shareholdersRequired)).toBeVisible();
    expect(sentTo(restCalls, 'POST /stripe/subscribe')).toEqual([]);
  });

  it('prices the number entered and subscribes with it: 12,000 shareholders is the 20,000 tier', async () => {
    const { user, dialog, restCalls } = await openModal({
      'POST /stripe/subscribe': () => json({ url: '/checkout/chk_3' }),
    });
    await user.type(within(dialog).getByLabelText('Number of shareholders'), '12000');
    expect(
      within(dialog).getByText(`${text.premiumAtTier('20,000')}: A$1,299/month`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/chk_3'));
    expect(sentTo(restCalls, 'POST /stripe/subscribe')).toEqual([
      { userBaseRange: 12000, priceId: PREMIUM_PRICE },
    ]);
  });

  it('refuses 0 shareholders: the minimum is 1', async () => {
    const { user, dialog, restCalls } = await openModal();
    await user.type(within(dialog).getByLabelText('Number of shareholders'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText(messages.plan.shareholdersMinimum)).toBeVisible();
    expect(sentTo(restCalls, 'POST /stripe/subscribe')).toEqual([]);
  });
});
