import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { messages } from '@quorum/shared';
import { Link } from 'react-router';

/** The catch-all of spec §2: any path the app does not know answers as forbidden. */
export function ForbiddenPage() {
  useDocumentTitle(`${messages.generic.forbiddenTitle} · Quorum`);
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Text fz={88} fw={800} lh={1} c="navy.4" aria-hidden>
          403
        </Text>
        <Title order={1} fz={28}>
          {messages.generic.forbiddenTitle}
        </Title>
        <Text c="dimmed">{messages.generic.forbidden}</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
