import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { messages, PLAN_BENEFITS, PLAN_LABELS } from '@quorum/shared';
import { BenefitList } from '../benefit-list';
import { PlanPrice } from '../plan-price';

/** Add mode's Essentials card: free for up to 5,000 shareholders, and what it includes. */
export function EssentialsCard({
  trialing,
  selecting,
  disabled,
  onSelect,
}: {
  /** Choosing Essentials ends a running Premium trial: the card says so. */
  trialing: boolean;
  selecting: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const name = PLAN_LABELS.freemium;
  return (
    <Paper component="section" aria-label={name} withBorder radius="md" p="lg" h="100%">
      <Stack gap="md" h="100%">
        <Title order={2} fz={22}>
          {name}
        </Title>
        <PlanPrice amountUnits={0} free />
        <Text size="sm">{messages.pricing.essentialsSummary}</Text>
        <BenefitList benefits={PLAN_BENEFITS.freemium} />
        <Stack gap={6} mt="auto">
          {trialing ? (
            <Text size="xs" c="dimmed">
              {messages.pricing.essentialsEndsTrial}
            </Text>
          ) : null}
          <Button
            variant="default"
            onClick={onSelect}
            loading={selecting}
            disabled={disabled}
            aria-label={`Select ${name}`}
          >
            Select
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
