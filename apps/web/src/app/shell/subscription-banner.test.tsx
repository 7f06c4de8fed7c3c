import { screen, within } from '@testing-library/react';
import { messages } from '@quorum/shared';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatPlanDate } from '@/features/billing';
import { makeCompanyDetail, type CompanyDetailOptions } from '@/testing/company-detail';
import { renderWithMantine } from '@/testing/render-with-mantine';
import { SubscriptionBanner } from './subscription-banner';

const DAY_MS = 86_400_000;
/** Midday `days` from now, so the count of days left reads the same all day. */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS - 60_000).toISOString();

function renderBanner(options: CompanyDetailOptions) {
  const { subscription } = makeCompanyDetail(options);
  renderWithMantine(
    <MemoryRouter>
      <SubscriptionBanner subscription={subscription} />
    </MemoryRouter>,
  );
  return screen.queryByRole('region', { name: 'Subscription' });
}

const text = messages.subscription;

describe('the subscription banner', () => {
  it('shows a trial: Premium, Free trial, days left, "Ends on" and the way to choose a plan', () => {
    const endDate = inDays(12);
    const banner = renderBanner({
      plan: 'premium',
      status: 'trialing',
      endDate,
      renewable: false,
    })!;
    expect(within(banner).getByText(text.planName('Premium'))).toBeInTheDocument();
    expect(within(banner).getByText(text.trial)).toBeInTheDocument();
    expect(within(banner).getByText(text.daysLeft(12))).toBeInTheDocument();
    expect(within(banner).getByText(text.endsOn(formatPlanDate(endDate)))).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/dashboard/update-plan',
    );
  });

  it('shows a trial paid for during its days with "Renews on" (its first charge), no choice left', () => {
    const endDate = inDays(9);
    const banner = renderBanner({ plan: 'premium', status: 'trialing', endDate, renewable: true })!;
    expect(within(banner).getByText(text.trial)).toBeInTheDocument();
    expect(within(banner).getByText(text.renewsOn(formatPlanDate(endDate)))).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('shows paid Premium with its days left and "Renews on"', () => {
    const endDate = inDays(20);
    const banner = renderBanner({ plan: 'premium', status: 'active', endDate })!;
    expect(within(banner).getByText(text.daysLeft(20))).toBeInTheDocument();
    expect(within(banner).getByText(text.renewsOn(formatPlanDate(endDate)))).toBeInTheDocument();
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('shows "Ends on" when a downgrade is scheduled', () => {
    const endDate = inDays(5);
    const banner = renderBanner({ plan: 'premium', status: 'active', endDate, renewable: false })!;
    expect(within(banner).getByText(text.endsOn(formatPlanDate(endDate)))).toBeInTheDocument();
    expect(within(banner).queryByText(/^Renews on/)).toBeNull();
  });

  it('shows a failed payment on hold with the 7 days of grace left, and Re-activate', () => {
    const banner = renderBanner({
      plan: 'premium',
      status: 'past_due',
      hold: true,
      endDate: inDays(-1),
      graceEndsAt: inDays(6),
    })!;
    expect(banner).toHaveTextContent(text.paymentFailed);
    expect(banner).toHaveTextContent(text.graceLeft(6));
    expect(within(banner).getByRole('link', { name: 'Re-activate' })).toHaveAttribute(
      'href',
      '/dashboard/update-plan?isReactivate=Yes',
    );
  });

  it('shows an inactive subscription on hold as expired, with Re-activate', () => {
    const banner = renderBanner({
      plan: 'freemium',
      status: 'inactive',
      hold: true,
      graceEndsAt: inDays(-3),
    })!;
    expect(banner).toHaveTextContent(text.expired);
    expect(within(banner).getByRole('link', { name: 'Re-activate' })).toBeInTheDocument();
  });

  it('shows Essentials alone', () => {
    const banner = renderBanner({ plan: 'freemium', status: 'active' })!;
    expect(within(banner).getByText(text.planName('Essentials'))).toBeInTheDocument();
    expect(within(banner).queryByText(/days? left/)).toBeNull();
  });

  it('shows no banner at all when billing is off (the none driver)', () => {
    expect(renderBanner({ plan: 'premium', status: 'active', driver: 'none' })).toBeNull();
  });
});
