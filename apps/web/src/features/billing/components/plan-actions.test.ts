import type { ShareholderTier } from '@quorum/shared';
import { describe, expect, it } from 'vitest';
import { canReactivate, currentPlanOf, rowAction, type CurrentSubscription } from './plan-actions';

const premium: CurrentSubscription = {
  plan: 'premium',
  status: 'active',
  hold: false,
  renewable: true,
};
const freemium: CurrentSubscription = { ...premium, plan: 'freemium' };
const trial: CurrentSubscription = { ...premium, status: 'trialing', renewable: false };
const paidTrial: CurrentSubscription = { ...premium, status: 'trialing' };
const scheduled: CurrentSubscription = { ...premium, renewable: false };
const pastDue: CurrentSubscription = { ...premium, status: 'past_due', hold: true };
const onHold: CurrentSubscription = { ...freemium, status: 'inactive', hold: true };

const at = (selectedTier: ShareholderTier, currentTier: ShareholderTier = 20000) => ({
  selectedTier,
  currentTier,
});

describe('the buttons of the update-plan rows', () => {
  it('offers Upgrade on Premium to a company on Essentials, and nothing on Essentials', () => {
    expect(rowAction('premium', freemium, at(5000, 5000))).toBe('upgrade');
    expect(rowAction('freemium', freemium, at(5000, 5000))).toBeNull();
  });

  it('offers Downgrade on Essentials to a company on Premium', () => {
    expect(rowAction('freemium', premium, at(20000))).toBe('downgrade');
  });

  it('offers a tier change on Premium only for another tier: Upgrade above, Change tier below', () => {
    expect(rowAction('premium', premium, at(20000))).toBeNull();
    expect(rowAction('premium', premium, at(50000))).toBe('upgrade-tier');
    expect(rowAction('premium', premium, at(5000))).toBe('change-tier');
  });

  it('replaces every button with Contact Sales for more than 100,000 shareholders', () => {
    expect(rowAction('premium', freemium, at('infinite', 5000))).toBe('contact-sales');
    expect(rowAction('premium', premium, at('infinite'))).toBe('contact-sales');
    expect(rowAction('premium', pastDue, at('infinite'))).toBe('contact-sales');
  });

  it('offers Reactivate on Premium when a downgrade is scheduled, and no second downgrade', () => {
    expect(rowAction('premium', scheduled, at(20000))).toBe('reactivate');
    expect(rowAction('freemium', scheduled, at(20000))).toBeNull();
  });

  it('offers Reactivate on Premium after a failed payment, and a downgrade instead', () => {
    expect(rowAction('premium', pastDue, at(20000))).toBe('reactivate');
    expect(rowAction('freemium', pastDue, at(20000))).toBe('downgrade');
  });

  it('offers Reactivate on Premium once the grace ran out, with Essentials already in force', () => {
    expect(rowAction('premium', onHold, at(20000))).toBe('reactivate');
    expect(rowAction('freemium', onHold, at(20000))).toBeNull();
  });

  it('treats a trial paid for during its days as paid Premium: a tier change, or Downgrade', () => {
    expect(rowAction('premium', paidTrial, at(20000))).toBeNull();
    expect(rowAction('premium', paidTrial, at(50000))).toBe('upgrade-tier');
    expect(rowAction('freemium', paidTrial, at(20000))).toBe('downgrade');
  });

  it('lets a trial subscribe to Premium at any tier, or move to Essentials', () => {
    expect(rowAction('premium', trial, at(5000, 5000))).toBe('subscribe');
    expect(rowAction('premium', trial, { ...at(5000, 5000), reactivateAsked: true })).toBe(
      'reactivate',
    );
    expect(rowAction('premium', trial, at(20000, 5000))).toBe('subscribe');
    expect(rowAction('freemium', trial, at(5000, 5000))).toBe('downgrade');
  });
});

describe('the current plan', () => {
  it('is Premium on a trial, paid or on hold, and Essentials otherwise', () => {
    expect(currentPlanOf(trial)).toBe('premium');
    expect(currentPlanOf(onHold)).toBe('premium');
    expect(currentPlanOf(freemium)).toBe('freemium');
  });

  it('has something to re-activate only when scheduled to end or on hold', () => {
    expect([premium, freemium, trial].map(canReactivate)).toEqual([false, false, false]);
    expect([scheduled, pastDue, onHold].map(canReactivate)).toEqual([true, true, true]);
  });
});
