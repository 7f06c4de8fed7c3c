import { Badge, type BadgeProps } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import type { Announcement } from '../api/announcement-fields';
import { asxMessages } from './asx-messages';

const text = messages.announcementScreens;

/**
 * An announcement imported from the ASX says so, with its code; one the exchange marked price
 * sensitive says that too, with the dollar sign the ASX marks such news with.
 */
export function AsxBadges({
  announcement,
  size,
}: {
  announcement: Announcement;
  size?: BadgeProps['size'];
}) {
  if (!announcement.fromAsx) return null;
  return (
    <>
      <Badge variant="outline" color="gray" size={size}>
        {text.asxBadge(announcement.asxCode ?? null)}
      </Badge>
      {announcement.priceSensitive ? (
        <Badge
          variant="light"
          color="orange"
          size={size}
          leftSection={<IconCurrencyDollar size={12} aria-hidden />}
        >
          {asxMessages.priceSensitiveBadge}
        </Badge>
      ) : null}
    </>
  );
}
