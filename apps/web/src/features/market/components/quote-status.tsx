import { Badge, Group, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useNow } from '@/hooks/use-now';
import { ageOf } from './format';

const text = messages.marketData;
const MINUTE = 60_000;

/** Whether the ASX is trading now, in words and a dot (not the dot alone). */
export function MarketStatusBadge({ open }: { open: boolean }) {
  return (
    <Badge
      variant="light"
      color={open ? 'green' : 'gray'}
      leftSection={
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: 'currentColor',
          }}
        />
      }
    >
      {open ? 'Market open' : 'Market closed'}
    </Badge>
  );
}

/** Replay data is never passed off as the market's: "Simulated", and why, beside the price. */
export function SimulatedBadge() {
  return (
    <Badge variant="light" color="grape" title={text.simulated}>
      Simulated
    </Badge>
  );
}

/** The simulated prices' sentence, for under a price or a list of them. */
export function SimulatedNote() {
  return (
    <Text size="xs" c="dimmed">
      {text.simulated}
    </Text>
  );
}

/**
 * The provider is not answering: the prices shown are its last answer, and this says how old they
 * are (the age grows while the page stays open).
 */
export function StaleNotice({ asOf }: { asOf: string }) {
  const now = useNow(MINUTE);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconClockExclamation
        size={16}
        aria-hidden
        color="var(--mantine-color-yellow-8)"
        style={{ flex: 'none', marginTop: 2 }}
      />
      <Text size="sm" c="yellow.8">
        {text.stale(ageOf(asOf, now))}
      </Text>
    </Group>
  );
}
