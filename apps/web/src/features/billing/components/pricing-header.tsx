import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { messages } from '@quorum/shared';
import type { ReactNode } from 'react';

/** Spec: heading 'Plans for all shareholder bases' and its sub-text, on both plan pages. */
export function PricingHeader({ before }: { before?: ReactNode }) {
  useDocumentTitle(`${messages.pricing.heading} · Quorum`);
  return (
    <Stack gap={4} align="center" ta="center">
      {before}
      <Title order={1} fz={{ base: 26, sm: 34 }}>
        {messages.pricing.heading}
      </Title>
      <Text c="dimmed" size="lg">
        {messages.pricing.subheading}
      </Text>
    </Stack>
  );
}
