import { describe, expect, it } from 'vitest';
import {
  addMonth,
  currentOf,
  entitlementOf,
  mayReactivate,
  nextMove,
  prorationUnits,
} from './subscription-state';
import type { SubscriptionTimeline } from './subscription-state';
import type { ProviderSubscription } from './provider';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

const active: SubscriptionTimeline = {
  status: 'active',
  tier: 20000,
  currentPeriodStart: day('2026-11-01'),
  currentPeriodEnd: day('2026-12-01'),
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  endedAt: null,
};

const provider = (over: Partial<ProviderSubscription>): ProviderSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  tier: 20000,
  priceId: 'price_premium',
  currentPeriodStart: day('2026-11-01'),
  currentPeriodEnd: day('2026-12-01'),
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  companyId: null,
  createdAt: day('2026-11-01'),
  ...over,
});

describe('a paid subscription over time', () => {
  it('stays as it is until its period ends', () => {
    expect(nextMove(active, day('2026-11-30'), () => true)).toBeUndefined();
  });

  it('renews for another month at A$1,299 for 20,000 shareholders when the charge goes through', () => {
    const step = nextMove(active, day('2026-12-01'), () => true);
    expect(step?.move).toEqual({
      kind: 'renewed',
      amountUnits: 129900,
      periodStart: day('2026-12-01'),
      periodEnd: day('2027-01-01'),
    });
    expect(step?.next.status).toBe('active');
  });

  it('goes past due with 7 days of grace when the renewal fails, then on hold when they run out', () => {
    const failed = nextMove(active, day('2026-12-01'), () => false)!;
    expect(failed.move).toEqual({
      kind: 'payment-failed',
      amountUnits: 129900,
      graceEndsAt: day('2026-12-08'),
    });
    expect(failed.next.status).toBe('past_due');
    expect(nextMove(failed.next, day('2026-12-07'), () => true)).toBeUndefined();
    const held = nextMove(failed.next, day('2026-12-08'), () => true)!;
    expect(held.move.kind).toBe('grace-expired');
    expect(held.next.status).toBe('unpaid');
  });

  it('ends at the period end, not before, when a downgrade is scheduled', () => {
    const cancelling = { ...active, cancelAtPeriodEnd: true };
    expect(nextMove(cancelling, day('2026-11-30'), () => true)).toBeUndefined();
    const ended = nextMove(cancelling, day('2026-12-01'), () => true)!;
    expect(ended.move.kind).toBe('downgraded');
    expect(ended.next).toMatchObject({ status: 'canceled', endedAt: day('2026-12-01') });
  });

  it('makes one move per period when the clock jumps months ahead', () => {
    let sub = active;
    const moves: string[] = [];
    for (;;) {
      const step = nextMove(sub, day('2027-02-15'), () => true);
      if (!step) break;
      moves.push(step.move.kind);
      sub = step.next;
    }
    expect(moves).toEqual(['renewed', 'renewed', 'renewed']);
    expect(sub.currentPeriodEnd).toEqual(day('2027-03-01'));
  });

  it('can be re-activated only while the scheduled downgrade has not yet happened', () => {
    const cancelling = { ...active, cancelAtPeriodEnd: true };
    expect(mayReactivate(cancelling, day('2026-11-20'))).toBe(true);
    expect(mayReactivate(cancelling, day('2026-12-02'))).toBe(false);
    expect(mayReactivate(active, day('2026-11-20'))).toBe(false);
  });

  it('charges the difference for the part of the period left when the tier goes up', () => {
    // Half of November left: half of (A$2,499 − A$1,299).
    expect(prorationUnits(active, 50000, day('2026-11-16'))).toBe(60000);
    expect(prorationUnits(active, 5000, day('2026-11-16'))).toBe(0);
  });

  it('counts months by the calendar: 31 January renews on the last day of February', () => {
    expect(addMonth(day('2027-01-31'))).toEqual(day('2027-02-28'));
    expect(addMonth(day('2028-01-31'))).toEqual(day('2028-02-29'));
  });
});

describe('what the company may do in each state', () => {
  it('has Premium while active, with the renewal date, and until the period end once cancelled', () => {
    expect(entitlementOf(provider({}), true)).toMatchObject({
      plan: 'premium',
      status: 'active',
      quantity: 20000,
      endDate: day('2026-12-01'),
      renewable: true,
      hold: false,
    });
    expect(entitlementOf(provider({ cancelAtPeriodEnd: true }), true)).toMatchObject({
      plan: 'premium',
      renewable: false,
    });
  });

  it('keeps Premium on hold while past due, and loses it once the grace runs out', () => {
    const graceEndsAt = day('2026-12-08');
    expect(entitlementOf(provider({ status: 'past_due', graceEndsAt }), true)).toMatchObject({
      plan: 'premium',
      status: 'past_due',
      hold: true,
      graceEndsAt,
    });
    expect(entitlementOf(provider({ status: 'unpaid', graceEndsAt }), true)).toMatchObject({
      status: 'inactive',
      hold: true,
      endDate: graceEndsAt,
    });
  });

  it('gives a past-due Stripe subscription, which records no grace, 7 days from its new period', () => {
    const stripePastDue = provider({
      status: 'past_due',
      currentPeriodStart: day('2026-12-01'),
      currentPeriodEnd: day('2027-01-01'),
    });
    expect(entitlementOf(stripePastDue, true)).toMatchObject({
      status: 'past_due',
      graceEndsAt: day('2026-12-08'),
    });
  });

  it('is on Essentials once the subscription has ended, and untouched if it never had one', () => {
    expect(entitlementOf(provider({ status: 'canceled' }), true)?.plan).toBe('freemium');
    expect(entitlementOf(undefined, true)?.plan).toBe('freemium');
    expect(entitlementOf(undefined, false)).toBeUndefined();
  });

  it('counts only the newest live subscription, and names the others as duplicates', () => {
    const older = provider({ id: 'sub_old', createdAt: day('2026-10-01') });
    const newer = provider({ id: 'sub_new', createdAt: day('2026-11-02') });
    const ended = provider({ id: 'sub_ended', status: 'canceled', createdAt: day('2026-11-20') });
    const { current, duplicates } = currentOf([older, ended, newer]);
    expect(current?.id).toBe('sub_new');
    expect(duplicates.map((sub) => sub.id)).toEqual(['sub_old']);
  });
});
