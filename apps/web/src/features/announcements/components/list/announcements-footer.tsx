import { Text } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { AnnouncementView } from '../../api/announcement-keys';
import type { AnnouncementPage } from '../../api/get-company-announcements';

const text = messages.announcementScreens;

/**
 * The footer's sentence (spec screens §2): in Drafts or Published, how many are shown up to this
 * page out of that view's total; in All, how many are published and how many drafted.
 */
export function footerText(view: AnnouncementView, page: AnnouncementPage): string {
  const { currentPage, itemsPerPage, totalItems } = page.meta;
  const shownUpTo = Math.min(totalItems, (currentPage - 1) * itemsPerPage + page.items.length);
  switch (view) {
    case 'drafts':
      return text.outOfDrafted(shownUpTo, page.draftCount);
    case 'published':
      return text.outOfPublished(shownUpTo, page.publishedCount);
    case 'deleted':
      return text.deletedFooter(page.deletedCount);
    case 'all':
      return text.publishedAndDrafted(page.publishedCount, page.draftCount);
  }
}

export function AnnouncementsFooter({
  view,
  page,
}: {
  view: AnnouncementView;
  page: AnnouncementPage;
}) {
  return (
    <Text size="sm" c="dimmed" role="status">
      {footerText(view, page)}
    </Text>
  );
}
