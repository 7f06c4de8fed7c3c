import { Badge, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { messages } from '@quorum/shared';

const text = messages.duplicates;

/** On a card: how many other open questions ask the same thing; nothing when none does. */
export function SimilarBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Tooltip label={text.badgeLabel(count)} withArrow>
      <Badge
        size="xs"
        variant="light"
        color="violet"
        leftSection={<IconCopy size={10} aria-hidden />}
        aria-label={text.badgeLabel(count)}
        style={{ flexShrink: 0 }}
      >
        {text.badge(count)}
      </Badge>
    </Tooltip>
  );
}
