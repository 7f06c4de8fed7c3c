import { Anchor, Center, Container, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '@mantine/hooks';
import { APP_VERSION } from '@quorum/shared';
import type { ReactNode } from 'react';
import { QuorumLogo } from '@/components/brand/quorum-logo';

/** The frame of every signed-out page: the wordmark, one card, nothing to distract. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} · Quorum`);
  return (
    <Center mih="100dvh" bg="gray.0" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Container size={460} w="100%" p={0}>
        <Stack gap="lg">
          <Center>
            <Anchor component={Link} to="/" underline="never" aria-label="Quorum home">
              <QuorumLogo size="xl" />
            </Anchor>
          </Center>
          <Paper component="main" withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
          <Text ta="center" size="xs" c="dimmed">
            Quorum {APP_VERSION}
          </Text>
        </Stack>
      </Container>
    </Center>
  );
}
