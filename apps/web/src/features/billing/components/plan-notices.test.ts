import { describe, expect, it } from 'vitest';
import type { CurrentSubscription } from './plan-actions';
import { noticeAfterReturn, noticeOnArrival } from './plan-notices';

const premium: CurrentSubscription = {
  plan: 'premium',
  status: 'active',
  hold: false,
  renewable: true,
};

describe('the notice type=stripe_success opens', () => {
  it('is stripe_success on the invite-team step, whatever the plan', () => {
    expect(noticeAfterReturn('/dashboard/invite-team', premium)).toBe('stripe_success');
    expect(noticeAfterReturn('/dashboard/invite-team', { ...premium, plan: 'freemium' })).toBe(
      'stripe_success',
    );
  });

  it('is premium_success on the dashboard once Premium is paid for', () => {
    expect(noticeAfterReturn('/dashboard', premium)).toBe('premium_success');
  });

  it('is premium_success after paying during the trial, which then renews', () => {
    expect(noticeAfterReturn('/dashboard', { ...premium, status: 'trialing' })).toBe(
      'premium_success',
    );
  });

  it('is downgrade_premium_success when Premium now ends at the period end, paid or in trial', () => {
    expect(noticeAfterReturn('/dashboard', { ...premium, renewable: false })).toBe(
      'downgrade_premium_success',
    );
    expect(
      noticeAfterReturn('/dashboard', { ...premium, status: 'trialing', renewable: false }),
    ).toBe('downgrade_premium_success');
  });

  it('is freemium_success when the company is now on Essentials', () => {
    expect(noticeAfterReturn('/dashboard', { ...premium, plan: 'freemium' })).toBe(
      'freemium_success',
    );
  });
});

describe('the notice arriving on the dashboard opens', () => {
  it('is not_subscribed for the creator of a company whose subscription is inactive', () => {
    expect(noticeOnArrival({ plan: 'freemium', status: 'inactive' }, true)).toBe('not_subscribed');
  });

  it('is not_subscribed_non_creator for anyone else in that company', () => {
    expect(noticeOnArrival({ plan: 'freemium', status: 'inactive' }, false)).toBe(
      'not_subscribed_non_creator',
    );
  });

  it('is none while the subscription is active, on trial or past due', () => {
    for (const status of ['active', 'trialing', 'past_due'] as const)
      expect(noticeOnArrival({ plan: 'premium', status }, true)).toBeNull();
  });
});
