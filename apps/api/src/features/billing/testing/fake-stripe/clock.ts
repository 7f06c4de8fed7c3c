// The test clock (Stripe's test clocks, in shape): moving time runs whatever falls due on the way,
// in time order: schedule phases, cancellations, trial notices, renewals and dunning retries.
import type { Subscription } from './objects';
import type { Store } from './store';
import { DAY, endSubscription, renew, retryOpenInvoice } from './subscriptions';

/** What falls due for a subscription next: a schedule's phase end, a cancellation, a renewal. */
function nextDue(store: Store, subscription: Subscription): number | undefined {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
    return undefined;
  const times: number[] = [];
  const schedule = subscription.schedule ? store.schedules.get(subscription.schedule) : undefined;
  if (schedule?.status === 'active' && schedule.current_phase)
    times.push(schedule.current_phase.end_date);
  if (subscription.cancel_at !== null) times.push(subscription.cancel_at);
  const periodEnd = subscription.items.data[0]!.current_period_end;
  if (subscription.status === 'trialing' && subscription.trial_end !== null) {
    times.push(subscription.trial_end);
    if (!store.trialNotices.has(subscription.id)) times.push(subscription.trial_end - 3 * DAY);
  }
  if (subscription.status === 'active' || subscription.status === 'past_due') times.push(periodEnd);
  const retry = store.dunning.get(subscription.id)?.retryAt[0];
  if (retry !== undefined) times.push(retry);
  const due = times.filter((time) => time >= subscription.created);
  return due.length > 0 ? Math.min(...due) : undefined;
}

/** What falls due at `now`, in Stripe's order: the schedule, a cancellation, then billing. */
function runDue(store: Store, subscription: Subscription, endSchedulePhase: (id: string) => void) {
  const now = store.now;
  const schedule = subscription.schedule ? store.schedules.get(subscription.schedule) : undefined;
  if (
    schedule?.status === 'active' &&
    schedule.current_phase &&
    schedule.current_phase.end_date <= now
  )
    endSchedulePhase(schedule.id);
  if (subscription.status === 'canceled') return;
  if (subscription.cancel_at !== null && subscription.cancel_at <= now) {
    endSubscription(store, subscription);
    return;
  }
  if (
    subscription.status === 'trialing' &&
    subscription.trial_end !== null &&
    !store.trialNotices.has(subscription.id) &&
    subscription.trial_end - 3 * DAY <= now
  ) {
    store.trialNotices.add(subscription.id);
    store.emit('customer.subscription.trial_will_end', subscription);
  }
  const periodEnd = subscription.items.data[0]!.current_period_end;
  if (
    subscription.status === 'trialing' &&
    subscription.trial_end !== null &&
    subscription.trial_end <= now
  )
    renew(store, subscription, subscription.trial_end);
  else if (
    (subscription.status === 'active' || subscription.status === 'past_due') &&
    periodEnd <= now
  )
    renew(store, subscription, periodEnd);
  const retry = store.dunning.get(subscription.id)?.retryAt[0];
  if (retry !== undefined && retry <= now) retryOpenInvoice(store, subscription, true);
}

/** Moves the clock to `target`, running everything that falls due on the way, in time order. */
export function advanceClock(store: Store, target: number, endSchedulePhase: (id: string) => void) {
  for (let guard = 0; guard < 10_000; guard += 1) {
    const next = Math.min(
      ...[...store.subscriptions.values()]
        .map((subscription) => nextDue(store, subscription))
        .filter((time): time is number => time !== undefined),
    );
    if (!Number.isFinite(next) || next > target) break;
    store.now = Math.max(store.now, next);
    for (const subscription of store.subscriptions.values())
      if ((nextDue(store, subscription) ?? Infinity) <= store.now)
        runDue(store, subscription, endSchedulePhase);
  }
  store.now = Math.max(store.now, target);
}
