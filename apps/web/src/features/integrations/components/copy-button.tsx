import { Button } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useCopy } from '../hooks/use-copy';

/** A Copy button; `label` names what it copies for a screen reader ("Copy embed code"). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = useCopy();
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconCopy size={14} aria-hidden />}
      aria-label={label}
      style={{ flexShrink: 0 }}
      onClick={() => void copy(value)}
    >
      Copy
    </Button>
  );
}
