import { ActionIcon, Code, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyButton } from './copy-button';

const MASK = '••••••••••••';

/**
 * A value kept off the screen until asked for (someone may be looking over a shoulder), with
 * show/hide and Copy; Copy works while it is hidden.
 */
export function MaskedValue({ label, value }: { label: string; value: string }) {
  const [shown, setShown] = useState(false);
  const toggle = shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`;
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code
          aria-label={label}
          style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', padding: '6px 8px' }}
        >
          {shown ? value : MASK}
        </Code>
        <Tooltip label={toggle}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={toggle}
            aria-pressed={shown}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
      </Group>
    </div>
  );
}
