import type { Form } from './form';
import { read } from './form';
import type { SchedulePhase, Subscription, SubscriptionSchedule } from './objects';
import { invalidRequest, newId } from './objects';
import type { Store } from './store';
import { changing, endSubscription, endTrialNow, monthAfter } from './subscriptions';

/**
 * Subscription schedules, as far as a change at the period end needs them: made from a
 * subscription, their phases replaced, released; at the last phase's end the schedule cancels
 * or releases its subscription (`end_behavior`).
 */

const isLive = (schedule: SubscriptionSchedule) =>
  schedule.status === 'active' || schedule.status === 'not_started';

export function createSchedule(store: Store, form: Form): SubscriptionSchedule {
  const subscriptionId = read.string(form.from_subscription);
  if (!subscriptionId)
    throw invalidRequest(
      'The fake Stripe makes schedules only from a subscription (from_subscription).',
      'from_subscription',
    );
  if (Object.keys(form).some((key) => !['from_subscription', 'expand', 'metadata'].includes(key)))
    throw invalidRequest(
      'You cannot set `phases` or `end_behavior` when creating a schedule from a subscription; update the schedule instead.',
    );
  const subscription = store.get(
    store.subscriptions,
    'subscription',
    subscriptionId,
    'from_subscription',
  );
  if (subscription.status === 'canceled')
    throw invalidRequest('You cannot migrate a canceled subscription to a subscription schedule.');
  if (subscription.schedule)
    throw invalidRequest(
      `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
      'from_subscription',
    );
  const item = subscription.items.data[0]!;
  const phase: SchedulePhase = {
    start_date: item.current_period_start,
    end_date: item.current_period_end,
    items: subscription.items.data.map((each) => ({
      price: each.price.id,
      quantity: each.quantity,
    })),
    trial_end: subscription.status === 'trialing' ? subscription.trial_end : null,
    proration_behavior: 'create_prorations',
  };
  const schedule: SubscriptionSchedule = {
    id: newId('sub_sched'),
    object: 'subscription_schedule',
    customer: subscription.customer,
    subscription: subscription.id,
    status: 'active',
    end_behavior: 'release',
    phases: [phase],
    current_phase: { start_date: phase.start_date, end_date: phase.end_date },
    released_at: null,
    released_subscription: null,
    canceled_at: null,
    completed_at: null,
    metadata: read.metadata(form.metadata),
    created: store.now,
    livemode: false,
  };
  store.schedules.set(schedule.id, schedule);
  store.emit('subscription_schedule.created', schedule);
  changing(store, subscription, () => {
    subscription.schedule = schedule.id;
  });
  return schedule;
}

/** POST /v1/subscription_schedules/:id: the phases from the current one on, and the end. */
export function updateSchedule(store: Store, id: string, form: Form): SubscriptionSchedule {
  const schedule = store.get(store.schedules, 'subscription schedule', id);
  if (!isLive(schedule))
    throw invalidRequest(`You cannot update a subscription schedule that is ${schedule.status}.`);
  const subscription = store.get(store.subscriptions, 'subscription', schedule.subscription!);
  const endBehavior = read.string(form.end_behavior);
  if (endBehavior !== undefined && endBehavior !== 'release' && endBehavior !== 'cancel')
    throw invalidRequest(`Invalid end_behavior: ${endBehavior}`, 'end_behavior');
  if (form.phases !== undefined) {
    const current = schedule.current_phase!;
    let start = current.start_date;
    const phases = read.list(form.phases).map((entry, index): SchedulePhase => {
      const fields = read.object(entry);
      const given = read.number(fields.start_date);
      if (index === 0 && given !== undefined && given !== current.start_date)
        throw invalidRequest(
          'You can not modify the start date of the current phase.',
          'phases[0][start_date]',
        );
      const phaseStart = given ?? start;
      const end = read.number(fields.end_date) ?? monthAfter(phaseStart, phaseStart);
      if (end <= phaseStart)
        throw invalidRequest('A phase must end after it starts.', `phases[${index}][end_date]`);
      const items = read.list(fields.items).map((item) => {
        const itemFields = read.object(item);
        const price = read.string(itemFields.price);
        if (!price)
          throw invalidRequest('Missing required param: price.', `phases[${index}][items]`);
        store.get(store.prices, 'price', price, `phases[${index}][items]`);
        return { price, quantity: read.number(itemFields.quantity) ?? 1 };
      });
      if (items.length === 0)
        throw invalidRequest('Missing required param: items.', `phases[${index}][items]`);
      start = end;
      return {
        start_date: phaseStart,
        end_date: end,
        items,
        trial_end: read.number(fields.trial_end) ?? null,
        proration_behavior: read.string(fields.proration_behavior) ?? 'create_prorations',
      };
    });
    if (phases.length === 0) throw invalidRequest('Missing required param: phases.', 'phases');
    schedule.phases = phases;
    schedule.current_phase = { start_date: phases[0]!.start_date, end_date: phases[0]!.end_date };
    applyPhase(store, subscription, phases[0]!);
  }
  if (endBehavior) schedule.end_behavior = endBehavior;
  store.emit('subscription_schedule.updated', schedule);
  return schedule;
}

/**
 * The subscription takes the phase's items and trial; a phase without the subscription's trial
 * ends the trial now (Stripe's reading: the trial belongs to the phase), which bills at once.
 */
function applyPhase(store: Store, subscription: Subscription, phase: SchedulePhase) {
  changing(store, subscription, () => {
    phase.items.forEach((item, index) => {
      const target = subscription.items.data[index];
      if (!target) return;
      target.price = structuredClone(store.get(store.prices, 'price', item.price));
      target.quantity = item.quantity;
    });
    if (subscription.status === 'trialing' && phase.trial_end !== null) {
      subscription.trial_end = phase.trial_end;
      for (const item of subscription.items.data) item.current_period_end = phase.trial_end;
    }
  });
  if (subscription.status === 'trialing' && phase.trial_end === null)
    endTrialNow(store, subscription);
}

/** POST /v1/subscription_schedules/:id/release: the subscription goes on without it. */
export function releaseSchedule(store: Store, id: string): SubscriptionSchedule {
  const schedule = store.get(store.schedules, 'subscription schedule', id);
  if (!isLive(schedule))
    throw invalidRequest(`You cannot release a subscription schedule that is ${schedule.status}.`);
  release(store, schedule);
  return schedule;
}

function release(store: Store, schedule: SubscriptionSchedule) {
  const subscription = store.get(store.subscriptions, 'subscription', schedule.subscription!);
  schedule.status = 'released';
  schedule.released_at = store.now;
  schedule.released_subscription = subscription.id;
  schedule.current_phase = null;
  store.emit('subscription_schedule.released', schedule);
  changing(store, subscription, () => {
    subscription.schedule = null;
  });
}

/** The clock reached the current phase's end: the next phase starts, or the schedule ends. */
export function endSchedulePhase(store: Store, id: string) {
  const schedule = store.get(store.schedules, 'subscription schedule', id);
  const subscription = store.get(store.subscriptions, 'subscription', schedule.subscription!);
  const index = schedule.phases.findIndex(
    (phase) => phase.start_date === schedule.current_phase?.start_date,
  );
  const next = schedule.phases[index + 1];
  if (next) {
    schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
    applyPhase(store, subscription, next);
    store.emit('subscription_schedule.updated', schedule);
    return;
  }
  if (schedule.end_behavior === 'release') {
    release(store, schedule);
    return;
  }
  schedule.status = 'completed';
  schedule.completed_at = store.now;
  schedule.current_phase = null;
  store.emit('subscription_schedule.completed', schedule);
  endSubscription(store, subscription);
}
