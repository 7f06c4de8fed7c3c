import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { formatAud, messages } from '@quorum/shared';
import type { LocalCheckout } from '../../api/get-checkout';
import { tierText } from '../tier-text';

/** What is being bought: for which company, Premium at which tier, a month's price and its GST. */
export function CheckoutSummary({ checkout }: { checkout: LocalCheckout }) {
  return (
    <Stack gap="lg">
      <div>
        <Text size="sm" c="navy.1">
          {checkout.companyName}
        </Text>
        <Title order={1} fz={{ base: 20, sm: 22 }} c="white">
          {messages.pricing.checkoutProduct(tierText(checkout.tier))}
        </Title>
      </div>
      <Group gap={6} align="baseline">
        <Text fz={40} fw={700} lh={1} c="white">
          {formatAud(checkout.amountUnits)}
        </Text>
        <Text c="navy.1">per month</Text>
      </Group>
      <Divider color="navy.5" />
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" c="white">
            Monthly total
          </Text>
          <Text size="sm" fw={700} c="white">
            {formatAud(checkout.amountUnits)}
          </Text>
        </Group>
        <Text size="xs" c="navy.1">
          {messages.pricing.checkoutGst(formatAud(checkout.gstUnits))}
        </Text>
      </Stack>
      <Text size="xs" c="navy.1">
        {messages.pricing.checkoutBilledMonthly}
      </Text>
    </Stack>
  );
}
