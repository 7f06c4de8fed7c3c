import type { SubscriptionHandlers } from '@/lib/graphql';

interface LiveSubscription {
  name: string;
  variables: Record<string, unknown>;
  handlers: SubscriptionHandlers<unknown>;
  active: boolean;
}

/** Every subscription a test's components opened, by operation name, and whether it still runs. */
export const liveSubscriptions: LiveSubscription[] = [];

/** Stands in for `subscribe` of '@/lib/graphql': keeps the handlers so a test can send events. */
export function fakeSubscribe(
  document: { definitions: readonly { name?: { value: string } }[] },
  variables: Record<string, unknown>,
  handlers: SubscriptionHandlers<unknown>,
) {
  const subscription: LiveSubscription = {
    name: document.definitions[0]?.name?.value ?? '',
    variables,
    handlers,
    active: true,
  };
  liveSubscriptions.push(subscription);
  return () => {
    subscription.active = false;
  };
}

/** The running subscriptions of one operation. */
export const activeSubscriptions = (name: string) =>
  liveSubscriptions.filter((subscription) => subscription.active && subscription.name === name);

/** Sends `data` to every running subscription of its operation, as the server would. */
export function emit(name: string, data: unknown) {
  for (const subscription of activeSubscriptions(name)) subscription.handlers.next(data);
}
