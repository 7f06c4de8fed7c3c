import { Anchor, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { FREE_PLAN, messages } from '@quorum/shared';
import type { ShareholderTier } from '@quorum/shared';
import { TIER_OPTIONS, tierFromValue, tierText } from '../tier-text';
import { PricingFaq } from './pricing-faq';

/**
 * Spec 'Find your plan': the shareholder-count dropdown (which prices the Premium card) and the
 * FAQ accordion. Whoever knows their exact count can enter it in the plans modal.
 */
export function FindYourPlanCard({
  tier,
  onTierChange,
  onExactCount,
}: {
  tier: ShareholderTier;
  onTierChange: (tier: ShareholderTier) => void;
  onExactCount: () => void;
}) {
  const title = messages.pricing.findYourPlan;
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      radius="md"
      p="lg"
      h="100%"
      bg="gray.0"
    >
      <Stack gap="md">
        <Title order={2} fz={22}>
          {title}
        </Title>
        <NativeSelect
          label={messages.pricing.findYourPlanHelp}
          data={TIER_OPTIONS}
          value={String(tier)}
          onChange={(event) => onTierChange(tierFromValue(event.currentTarget.value))}
        />
        <Text size="sm" c="dimmed">
          {tier === 'infinite'
            ? messages.pricing.customSummary
            : tier === FREE_PLAN.shareholders
              ? messages.pricing.fitsBoth
              : messages.pricing.fitsPremium(tierText(tier))}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          ta="left"
          onClick={onExactCount}
        >
          Enter your exact number of shareholders
        </Anchor>
        <Title order={3} fz={16} mt="xs">
          {messages.pricing.faqTitle}
        </Title>
        <PricingFaq />
      </Stack>
    </Paper>
  );
}
