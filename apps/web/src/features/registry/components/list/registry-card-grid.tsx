import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The registry's cards: one a row on a phone, two on a tablet, three on a desktop. */
export function RegistryCardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
