import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconMoodSad } from '@tabler/icons-react';
import { messages } from '@quorum/shared';

/** Spec doc 2 §8 "Page without error catch": Something went wrong (Try again, Refresh page). */
export function AppErrorPage({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="md" maw={440} ta="center">
        <IconMoodSad size={56} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={1} fz={28}>
          {messages.generic.errorPageTitle}
        </Title>
        <Text c="dimmed">{messages.generic.tryAgain}</Text>
        <Group justify="center">
          <Button onClick={onTryAgain}>Try again</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            Refresh page
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
