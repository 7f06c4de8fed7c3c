import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { LOCAL_TEST_CARDS, messages } from '@quorum/shared';
import { groupCardNumber } from './card-fields';

const CARDS = Object.entries(LOCAL_TEST_CARDS) as [keyof typeof LOCAL_TEST_CARDS, string][];

/**
 * Says plainly that this is a test checkout (the local driver) and which test cards do what;
 * each can be typed in with one press.
 */
export function TestCardsNote({ onUse }: { onUse: (number: string) => void }) {
  return (
    <Alert
      // A standing note, not news: screen readers should not interrupt with it.
      role="note"
      color="orange"
      variant="light"
      icon={<IconFlask aria-hidden />}
      title={messages.pricing.checkoutTest}
    >
      <Stack gap={6}>
        <Text size="sm">{messages.pricing.checkoutTestNote}</Text>
        {CARDS.map(([kind, number]) => (
          <Group key={kind} gap="xs" justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm" ff="monospace" fw={600}>
                {groupCardNumber(number)}
              </Text>
              <Text size="xs">{messages.pricing.checkoutTestCards[kind]}</Text>
            </div>
            <Button
              size="compact-xs"
              variant="white"
              color="orange"
              onClick={() => onUse(number)}
              aria-label={`Use ${groupCardNumber(number)}`}
            >
              Use
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
