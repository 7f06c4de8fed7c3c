import { Badge, Group, Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import { downgradeScheduled, type CurrentSubscription } from '../plan-actions';
import { formatPlanDate } from '../plan-dates';

/** The current plan's state under its name: a trial, a renewal, a scheduled end, a hold. */
export function CurrentState({
  subscription,
  graceEndsAt,
}: {
  subscription: CurrentSubscription;
  graceEndsAt?: string | null;
}) {
  const { status, hold, endDate, renewable, plan } = subscription;
  const date = (iso: string | null | undefined) => (iso ? formatPlanDate(iso) : null);
  let badge: { label: string; color: string } | null = null;
  let line: string | null = null;
  if (hold && status === 'inactive') {
    badge = { label: 'On hold', color: 'red' };
    line = messages.subscription.expired;
  } else if (hold) {
    badge = { label: 'Payment failed', color: 'orange' };
    line = date(graceEndsAt) ? messages.subscription.endsOn(date(graceEndsAt)!) : null;
  } else if (status === 'trialing') {
    badge = { label: messages.subscription.trial, color: 'grape' };
    const on = date(endDate);
    if (on)
      line = renewable ? messages.subscription.renewsOn(on) : messages.subscription.endsOn(on);
  } else if (downgradeScheduled(subscription)) {
    badge = { label: 'Cancelled', color: 'orange' };
    line = date(endDate) ? messages.subscription.endsOn(date(endDate)!) : null;
  } else if (plan === 'premium' && renewable && date(endDate)) {
    line = messages.subscription.renewsOn(date(endDate)!);
  }
  if (!badge && !line) return null;
  return (
    <Group gap="xs">
      {badge ? (
        <Badge color={badge.color} variant="light">
          {badge.label}
        </Badge>
      ) : null}
      {line ? (
        <Text size="sm" c="dimmed">
          {line}
        </Text>
      ) : null}
    </Group>
  );
}
