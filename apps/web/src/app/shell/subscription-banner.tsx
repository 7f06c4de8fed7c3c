import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { messages, PLAN_LABELS } from '@quorum/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { daysUntil, formatPlanDate } from '@/features/billing';
import { useNow } from '@/hooks/use-now';
import type { CompanyDetail } from '@/lib/account';
import { UPGRADE_PLAN_PATH } from '@/lib/billing/upgrade-path';

const REACTIVATE_PATH = `${UPGRADE_PLAN_PATH}?isReactivate=Yes`;

function Banner({
  tone,
  children,
  action,
}: {
  tone?: 'warning' | 'danger';
  children: ReactNode;
  action?: ReactNode;
}) {
  const bg = tone === 'danger' ? 'red.0' : tone === 'warning' ? 'yellow.0' : undefined;
  return (
    <Paper
      component="section"
      aria-label="Subscription"
      withBorder
      radius="md"
      px="md"
      py="xs"
      bg={bg}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          {children}
        </Group>
        {action}
      </Group>
    </Paper>
  );
}

/**
 * Spec §2/§4 subscription banner, in every state of the company's subscription:
 * - on hold after a failed payment (past due): the grace days left, with Re-activate;
 * - on hold once the grace ran out (inactive): expired, with Re-activate;
 * - a trial: Premium, Free trial, the days left and "Ends on", with the way to choose a plan
 *   (paid for during its days, it "Renews on" instead: the first charge);
 * - Premium paid: the days left and "Renews on", or "Ends on" when a downgrade is scheduled;
 * - Essentials: the plan alone.
 * With billing off (the `none` driver) there is no banner at all.
 */
export function SubscriptionBanner({
  subscription,
}: {
  subscription: CompanyDetail['subscription'];
}) {
  const now = useNow(60_000);
  const { plan, status, hold, endDate, renewable, graceEndsAt, driver } = subscription;
  if (driver === 'none') return null;
  const reactivate = (
    <Button component={Link} to={REACTIVATE_PATH} size="xs">
      Re-activate
    </Button>
  );

  if (hold) {
    const until = graceEndsAt ?? endDate;
    const daysLeft = until ? daysUntil(until, now) : null;
    const expired = status === 'inactive' || (daysLeft !== null && daysLeft < 0);
    return (
      <Banner tone={expired ? 'danger' : 'warning'} action={reactivate}>
        <Text size="sm" fw={500}>
          {expired ? messages.subscription.expired : messages.subscription.paymentFailed}
          {!expired && daysLeft !== null ? ` ${messages.subscription.graceLeft(daysLeft)}` : ''}
        </Text>
      </Banner>
    );
  }

  const daysLeft = endDate ? daysUntil(endDate, now) : null;
  const endLabel = endDate ? formatPlanDate(endDate) : null;
  const trialing = status === 'trialing';
  return (
    <Banner
      action={
        trialing && !renewable ? (
          <Button component={Link} to={UPGRADE_PLAN_PATH} size="xs" variant="light">
            Choose a plan
          </Button>
        ) : null
      }
    >
      <Badge variant="light" color={plan === 'premium' ? 'grape' : 'navy'}>
        {messages.subscription.planName(PLAN_LABELS[plan])}
      </Badge>
      {trialing ? (
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
    </Banner>
  );
}
