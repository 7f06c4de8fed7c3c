import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { messages, PLAN_LABELS } from '@quorum/shared';
import { Link } from 'react-router';
import { useNow } from '@/hooks/use-now';
import type { CompanyDetail } from '@/lib/account';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * Spec §2/§4 subscription banner. On hold: expired (days left negative) or days left, with
 * Re-activate. Otherwise: the current plan, remaining days and the renewal date.
 */
export function SubscriptionBanner({
  subscription,
}: {
  subscription: CompanyDetail['subscription'];
}) {
  const now = useNow(60_000);
  const { plan, status, hold, endDate, renewable } = subscription;
  const daysLeft = endDate ? Math.ceil((Date.parse(endDate) - now) / DAY_MS) : null;
  const endLabel = endDate ? dateFormat.format(new Date(endDate)) : null;

  if (hold) {
    const expired = daysLeft !== null && daysLeft < 0;
    return (
      <Paper
        component="section"
        aria-label="Subscription"
        withBorder
        radius="md"
        px="md"
        py="xs"
        bg={expired ? 'red.0' : 'yellow.0'}
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {expired ? messages.subscription.expired : messages.subscription.onHold}
            {!expired && daysLeft !== null ? ` ${messages.subscription.daysLeft(daysLeft)}.` : ''}
          </Text>
          <Button component={Link} to="/dashboard/update-plan?isReactivate=Yes" size="xs">
            Re-activate
          </Button>
        </Group>
      </Paper>
    );
  }

  return (
    <Paper component="section" aria-label="Subscription" withBorder radius="md" px="md" py="xs">
      <Group gap="sm" wrap="wrap">
        <Badge variant="light" color={plan === 'premium' ? 'grape' : 'navy'}>
          {messages.subscription.planName(PLAN_LABELS[plan])}
        </Badge>
        {status === 'trialing' ? (
          <Badge variant="outline" color="grape">
            {messages.subscription.trial}
          </Badge>
        ) : null}
        {daysLeft !== null && daysLeft >= 0 ? (
          <Text size="sm">{messages.subscription.daysLeft(daysLeft)}</Text>
        ) : null}
        {endLabel ? (
          <Text size="sm" c="dimmed">
            {renewable
              ? messages.subscription.renewsOn(endLabel)
              : messages.subscription.endsOn(endLabel)}
          </Text>
        ) : null}
      </Group>
    </Paper>
  );
}
