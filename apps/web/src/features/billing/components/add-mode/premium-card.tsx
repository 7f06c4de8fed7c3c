import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { messages, PLAN_BENEFITS, PLAN_LABELS } from '@quorum/shared';
import type { ShareholderTier } from '@quorum/shared';
import { BenefitList } from '../benefit-list';
import { PlanPrice } from '../plan-price';
import { SalesLink } from '../sales-link';
import { tierOptionLabel } from '../tier-text';

/**
 * Add mode's Premium card, marked Recommended: the price at the tier chosen in 'Find your plan',
 * Select, or Contact Sales above 100,000 shareholders.
 */
export function PremiumCard({
  tier,
  amountUnits,
  selecting,
  disabled,
  onSelect,
}: {
  tier: ShareholderTier;
  amountUnits: number | null;
  selecting: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const name = PLAN_LABELS.premium;
  return (
    <Paper
      component="section"
      aria-label={name}
      withBorder
      radius="md"
      p="lg"
      h="100%"
      style={{ borderColor: 'var(--mantine-color-navy-7)', borderWidth: 2 }}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={22}>
            {name}
          </Title>
          <Badge color="navy" variant="filled">
            {messages.pricing.recommended}
          </Badge>
        </Group>
        <PlanPrice amountUnits={amountUnits} tier={tier} />
        <Text size="sm" c="dimmed">
          {tierOptionLabel(tier)}
        </Text>
        <Text size="sm">{messages.pricing.premiumSummary}</Text>
        <BenefitList benefits={PLAN_BENEFITS.premium} />
        <Stack gap={6} mt="auto">
          {tier === 'infinite' ? (
            <SalesLink label="Contact Sales" />
          ) : (
            <Button
              onClick={onSelect}
              loading={selecting}
              disabled={disabled}
              aria-label={`Select ${name}`}
            >
              Select
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
