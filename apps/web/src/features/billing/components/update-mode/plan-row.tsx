import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { ReactNode } from 'react';
import { BenefitList } from '../benefit-list';

/**
 * One plan of the update-plan page (spec: stacked rows, the current plan first and tagged): its
 * name and state, what it gives, its price (and Premium's tier selector), and its button.
 */
export function PlanRow({
  name,
  current,
  state,
  summary,
  benefits,
  price,
  action,
}: {
  name: string;
  current: boolean;
  /** The current plan's state: Free trial, Renews on…, Ends on…, on hold. */
  state?: ReactNode;
  summary: string;
  benefits: readonly string[];
  price: ReactNode;
  action: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-label={name}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={current ? { borderColor: 'var(--mantine-color-navy-7)', borderWidth: 2 } : undefined}
    >
      <Group align="flex-start" justify="space-between" gap="lg" wrap="wrap">
        <Stack gap="sm" style={{ flex: '1 1 320px' }}>
          <Group gap="xs">
            <Title order={2} fz={22}>
              {name}
            </Title>
            {current ? (
              <Badge color="navy" variant="light">
                {messages.pricing.currentPlan}
              </Badge>
            ) : null}
          </Group>
          {state}
          <Text size="sm">{summary}</Text>
          <Box maw={640}>
            <BenefitList benefits={benefits} size="xs" />
          </Box>
        </Stack>
        <Stack gap="sm" style={{ flex: '1 1 300px' }} maw={{ base: '100%', sm: 340 }}>
          {price}
          {action}
        </Stack>
      </Group>
    </Paper>
  );
}
