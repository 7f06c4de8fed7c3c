import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';

/** The wordmark: decorative icon, readable name. */
export function QuorumLogo({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size} radius="md" aria-hidden>
        <IconMessages size="70%" stroke={1.8} />
      </ThemeIcon>
      <Text fw={700} fz={size} c="navy.7">
        Quorum
      </Text>
    </Group>
  );
}
