import { Badge, Tabs } from '@mantine/core';
import { messages } from '@quorum/shared';
import type { ReactNode } from 'react';
import type { AnnouncementView } from '../../api/announcement-keys';

const text = messages.announcementScreens;

export const ANNOUNCEMENT_VIEWS: readonly AnnouncementView[] = [
  'all',
  'published',
  'drafts',
  'deleted',
];

const LABELS: Record<AnnouncementView, string> = {
  all: 'All',
  published: 'Published',
  drafts: 'Drafts',
  deleted: 'Deleted',
};

export interface AnnouncementCounts {
  publishedCount: number;
  draftCount: number;
  deletedCount: number;
}

const countOf = (view: AnnouncementView, counts: AnnouncementCounts) =>
  ({
    all: counts.publishedCount + counts.draftCount,
    published: counts.publishedCount,
    drafts: counts.draftCount,
    deleted: counts.deletedCount,
  })[view];

/**
 * All, Published, Drafts and Deleted, each with its count once known. The view is part of the
 * address; the tabs scroll sideways on a phone instead of wrapping.
 */
export function AnnouncementViews({
  view,
  counts,
  onChange,
  children,
}: {
  view: AnnouncementView;
  counts: AnnouncementCounts | undefined;
  onChange: (view: AnnouncementView) => void;
  children: ReactNode;
}) {
  return (
    <Tabs
      value={view}
      onChange={(value) => value && onChange(value as AnnouncementView)}
      keepMounted={false}
      activateTabWithKeyboard={false}
    >
      <Tabs.List
        aria-label={text.viewsLabel}
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
      >
        {ANNOUNCEMENT_VIEWS.map((value) => (
          <Tabs.Tab
            key={value}
            value={value}
            style={{ flexShrink: 0 }}
            rightSection={
              counts ? (
                <Badge variant="light" color="gray" size="sm">
                  {countOf(value, counts)}
                </Badge>
              ) : null
            }
          >
            {LABELS[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {ANNOUNCEMENT_VIEWS.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
