import { Anchor, Group, Text } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { announcementPath } from '@/features/announcements';
import { formatExactTime } from '@/lib/format/relative-time';
import type { EnquiryDetail } from '../../api/get-enquiry-question';
import { priceSensitiveMessages as text } from './price-sensitive-messages';

/**
 * In the drawer: the price-sensitive ASX announcement the question arrived within 48 hours
 * after, its title opening the announcement, and when the exchange released it.
 */
export function PriceSensitiveLine({
  announcement,
}: {
  announcement: EnquiryDetail['priceSensitiveAnnouncement'];
}) {
  if (!announcement) return null;
  const { before, after } = text.askedWithin(formatExactTime(announcement.releasedAt));
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCurrencyDollar
        size={16}
        color="var(--mantine-color-orange-filled)"
        style={{ flexShrink: 0, marginTop: 2 }}
        aria-hidden
      />
      <Text size="sm">
        {before}
        <Anchor component={Link} to={announcementPath(announcement.announcementId)} inherit>
          {announcement.title}
        </Anchor>
        {after}
      </Text>
    </Group>
  );
}
