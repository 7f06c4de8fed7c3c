import { screen, waitFor, within } from '@testing-library/react';
import { messages, premiumPriceUnits } from '@quorum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocalCheckout } from '../api/get-checkout';
import { leaveFor } from '../api/leave-for';
import {
  fakeBillingApi,
  json,
  refusal,
  renderBilling,
  sentTo,
  type RestHandlers,
} from '../testing/billing-fixtures';
import { CheckoutPage } from './checkout-page';

vi.mock('../api/leave-for', () => ({ leaveFor: vi.fn() }));

const PAY = 'POST /billing/checkout/chk_1/pay';

const makeCheckout = (overrides: Partial<LocalCheckout> = {}): LocalCheckout => ({
  id: 'chk_1',
  companyName: 'Acme Mining Ltd',
  tier: 20000,
  amountUnits: premiumPriceUnits(20000),
  gstUnits: 11809,
  currency: 'aud',
  status: 'open',
  cancelUrl: '/error?session_id=chk_1',
  ...overrides,
});

/** The checkout page, opened by a visitor without a session (the id is the secret). */
function renderCheckout({ checkout = makeCheckout(), rest = {} as RestHandlers } = {}) {
  const api = fakeBillingApi({
    signedIn: false,
    rest: { 'GET /billing/checkout/chk_1': () => json({ data: checkout }), ...rest },
  });
  const view = renderBilling(
    [{ path: '/checkout/:id', element: <CheckoutPage /> }],
    '/checkout/chk_1',
  );
  return { ...api, ...view };
}

async function fillCard(
  user: ReturnType<typeof renderCheckout>['user'],
  number = '4242424242424242',
) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1239');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
}

beforeEach(() => vi.mocked(leaveFor).mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('the local checkout page', () => {
  it('shows the company, Premium at its tier, the monthly amount and the GST in it', async () => {
    renderCheckout();
    expect(
      await screen.findByRole('heading', { name: 'Quorum Premium — 20,000 shareholders' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme Mining Ltd')).toBeInTheDocument();
    expect(screen.getAllByText('A$1,299').length).toBeGreaterThan(0);
    expect(screen.getByText('includes GST of A$118.09')).toBeInTheDocument();
  });

  it('says plainly it is a test checkout, with the cards that pay, fail and fail at renewal', async () => {
    renderCheckout();
    const note = await screen.findByRole('note', { name: messages.pricing.checkoutTest });
    expect(note).toHaveTextContent('4242 4242 4242 4242');
    expect(note).toHaveTextContent('4000 0000 0000 0002');
    expect(note).toHaveTextContent('4000 0000 0000 0341');
  });

  it('names its fields for the browser to fill a card in', async () => {
    renderCheckout();
    expect(await screen.findByLabelText('Card number')).toHaveAttribute(
      'autocomplete',
      'cc-number',
    );
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');
  });

  it('checks the card before sending it', async () => {
    const { user, restCalls } = renderCheckout();
    await user.type(await screen.findByLabelText('Card number'), '4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1320');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(messages.plan.cardInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.plan.expiryInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.plan.cvcInvalid)).toBeInTheDocument();
    expect(sentTo(restCalls, PAY)).toEqual([]);
  });

  it('refuses an expiry that has passed', async () => {
    const { user, restCalls } = renderCheckout();
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(messages.plan.expiryInvalid)).toBeInTheDocument();
    expect(sentTo(restCalls, PAY)).toEqual([]);
  });

  it('pays and goes where the server says, without a session token', async () => {
    const { user, restCalls } = renderCheckout({
      rest: { [PAY]: () => json({ data: { redirect: '/success?session_id=chk_1&flag=update' } }) },
    });
    await fillCard(user);
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/39');
    await user.click(screen.getByRole('button', { name: 'Pay A$1,299' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('/success?session_id=chk_1&flag=update'),
    );
    expect(sentTo(restCalls, PAY)).toEqual([
      { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Ada Lovelace' },
    ]);
    expect(restCalls.every((call) => call.authorization === null)).toBe(true);
  });

  it('types a test card in with its Use button', async () => {
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Use 4000 0000 0000 0002' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  });

  it("shows the server's refusal of a payment", async () => {
    const { user } = renderCheckout({
      rest: { [PAY]: () => refusal(409, messages.plan.checkoutNotFound, 'CONFLICT') },
    });
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    const form = screen.getByRole('form', { name: 'Card details' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      messages.plan.checkoutNotFound,
    );
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('goes to the checkout’s cancel address on Cancel', async () => {
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(leaveFor).toHaveBeenCalledWith('/error?session_id=chk_1');
  });

  it('says an expired checkout has ended, with the way back to the plans', async () => {
    renderCheckout({ checkout: makeCheckout({ status: 'expired' }) });
    expect(await screen.findByText(messages.pricing.checkoutExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('says a paid checkout is complete, with the way to the dashboard', async () => {
    renderCheckout({ checkout: makeCheckout({ status: 'complete' }) });
    expect(await screen.findByText(messages.pricing.checkoutComplete)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeInTheDocument();
  });

  it('says an unknown checkout has ended', async () => {
    renderCheckout({
      rest: {
        'GET /billing/checkout/chk_1': () =>
          refusal(404, messages.plan.checkoutNotFound, 'NOT_FOUND'),
      },
    });
    expect(await screen.findByText(messages.plan.checkoutNotFound)).toBeInTheDocument();
  });
});
