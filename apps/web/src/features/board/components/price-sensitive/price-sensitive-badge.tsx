import { Badge, Tooltip } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';
import { priceSensitiveMessages as text } from './price-sensitive-messages';

/**
 * On a card: the question arrived within 48 hours after a price-sensitive ASX announcement, named
 * in the tooltip and the accessible name. The dollar sign is the ASX's own mark for such news.
 */
export function PriceSensitiveBadge({
  announcement,
}: {
  announcement: BoardCard['priceSensitiveAnnouncement'];
}) {
  if (!announcement) return null;
  return (
    <Tooltip label={text.askedAfter(announcement.title)} withArrow multiline maw={280}>
      <Badge
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconCurrencyDollar size={10} aria-hidden />}
        role="img"
        aria-label={text.badgeLabel(announcement.title)}
        style={{ flexShrink: 0 }}
      >
        {text.badge}
      </Badge>
    </Tooltip>
  );
}
