import { Group, Stack, Text } from '@mantine/core';
import { formatAud, messages, PER_SHAREHOLDER_LABEL } from '@quorum/shared';
import type { ShareholderTier } from '@quorum/shared';

/**
 * A plan's price as the cards and rows show it: Free; A$1,299/month with the tier's
 * per-shareholder label; or Custom above the last tier. `aria-live` so a changed tier is heard.
 */
export function PlanPrice({
  amountUnits,
  tier,
  free = false,
}: {
  amountUnits: number | null;
  tier?: ShareholderTier;
  free?: boolean;
}) {
  let price;
  if (free) {
    price = (
      <Text fz={32} fw={700} lh={1.1}>
        {messages.pricing.essentialsPrice}
      </Text>
    );
  } else if (amountUnits === null || tier === undefined || tier === 'infinite') {
    price = (
      <Stack gap={2}>
        <Text fz={32} fw={700} lh={1.1}>
          {messages.pricing.customPrice}
        </Text>
        <Text size="sm" c="dimmed">
          {messages.pricing.customSummary}
        </Text>
      </Stack>
    );
  } else {
    price = (
      <Stack gap={2}>
        <Group gap={4} align="baseline" wrap="nowrap">
          <Text fz={32} fw={700} lh={1.1}>
            {formatAud(amountUnits)}
          </Text>
          <Text c="dimmed">{messages.pricing.perMonth}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {messages.pricing.perShareholder(PER_SHAREHOLDER_LABEL[tier])}
        </Text>
      </Stack>
    );
  }
  return <div aria-live="polite">{price}</div>;
}
