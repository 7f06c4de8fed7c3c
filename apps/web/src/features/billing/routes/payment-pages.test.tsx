import { screen, waitFor } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeBillingApi,
  json,
  never,
  refusal,
  renderBilling,
  sentTo,
  type RestHandlers,
} from '../testing/billing-fixtures';
import { PaymentErrorPage } from './payment-error-page';
import { PaymentSuccessPage } from './payment-success-page';

const SYNC = 'POST /stripe/sync';

function renderReturn(path: string, { rest = {} as RestHandlers, signedIn = true } = {}) {
  const api = fakeBillingApi({ rest, signedIn });
  const view = renderBilling(
    [
      { path: '/success', element: <PaymentSuccessPage /> },
      { path: '/error', element: <PaymentErrorPage /> },
    ],
    path,
  );
  return { ...api, ...view };
}

const landed = async () => (await screen.findByTestId('landed')).textContent;
const synced = (flag?: string) => () =>
  json({ data: { plan: 'premium', status: 'active', ...(flag ? { flag } : {}) } });

afterEach(() => vi.unstubAllGlobals());

describe('the /success page', () => {
  it('shows its progress while the payment is confirmed', async () => {
    renderReturn('/success?session_id=chk_1&flag=update', { rest: { [SYNC]: never } });
    expect(
      await screen.findByRole('heading', { name: messages.pricing.confirming }),
    ).toBeInTheDocument();
  });

  it('syncs the checkout it names, then goes to the dashboard with stripe_success (update)', async () => {
    const { restCalls } = renderReturn('/success?session_id=chk_1&flag=update', {
      rest: { [SYNC]: synced() },
    });
    expect(await landed()).toBe('/dashboard?type=stripe_success');
    expect(sentTo(restCalls, SYNC)).toEqual([{ sessionId: 'chk_1' }]);
    expect(restCalls[0]?.authorization).toBe('Bearer access-one');
  });

  it('goes on to invite the team with stripe_success after a first plan (add)', async () => {
    renderReturn('/success?session_id=chk_2&flag=add', { rest: { [SYNC]: synced() } });
    expect(await landed()).toBe('/dashboard/invite-team?type=stripe_success');
  });

  it("follows the server's flag over the address's", async () => {
    renderReturn('/success?session_id=chk_3&flag=update', { rest: { [SYNC]: synced('add') } });
    expect(await landed()).toBe('/dashboard/invite-team?type=stripe_success');
  });

  it('shows why a sync failed, with a retry and the way back', async () => {
    const { user, restCalls } = renderReturn('/success?session_id=chk_4&flag=update', {
      rest: { [SYNC]: () => refusal(404, messages.plan.checkoutNotFound, 'NOT_FOUND') },
    });
    expect(await screen.findByText(messages.plan.checkoutNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/dashboard/update-plan',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(sentTo(restCalls, SYNC)).toHaveLength(2));
  });

  it('asks a signed-out visitor to sign in, and syncs nothing', async () => {
    const { restCalls } = renderReturn('/success?session_id=chk_5&flag=add', { signedIn: false });
    expect(await screen.findByText(messages.pricing.signInToConfirm)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    expect(restCalls).toEqual([]);
  });

  it('says so when opened without a payment reference', async () => {
    renderReturn('/success');
    expect(await screen.findByText(messages.pricing.noCheckoutReference)).toBeInTheDocument();
  });
});

describe('the /error page', () => {
  it("says 'Your payment has failed', with the way back to the plans", async () => {
    renderReturn('/error?session_id=chk_6');
    expect(
      await screen.findByRole('heading', { name: messages.plan.paymentFailed }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/dashboard/update-plan',
    );
  });
});
