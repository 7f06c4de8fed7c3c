import { Badge, Group, Tabs, Tooltip } from '@mantine/core';
import { IconCrown, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { messages, REGISTRY_TABS, type RegistryTab } from '@quorum/shared';
import type { RegistryCount } from '../../api/get-question-registry-count';

const text = messages.registry;

export const REGISTRY_TAB_LABELS: Record<RegistryTab, string> = {
  all: 'All questions',
  drafts: 'Drafts',
  starred: 'Starred',
  deleted: 'Deleted',
};

const countOf = (tab: RegistryTab, counts: RegistryCount) =>
  ({
    all: counts.total,
    drafts: counts.drafted,
    starred: counts.starred,
    deleted: counts.deleted,
  })[tab];

function CountBadge({ tab, counts }: { tab: RegistryTab; counts: RegistryCount | undefined }) {
  if (!counts) return null;
  const count = countOf(tab, counts);
  // Free plan (spec §2): the All tab shows a locked count out of the limit, e.g. "3/3".
  if (tab === 'all' && counts.limit !== null)
    return (
      <Badge
        variant="light"
        color={count >= counts.limit ? 'orange' : 'gray'}
        leftSection={<IconLock size={12} aria-hidden />}
        aria-label={text.freeCount(count, counts.limit)}
      >
        {count}/{counts.limit}
      </Badge>
    );
  return (
    <Badge variant="light" color="gray">
      {count}
    </Badge>
  );
}

function PremiumIcon() {
  return (
    <Tooltip label={text.premiumFeature}>
      <IconCrown size={16} color="var(--mantine-color-yellow-6)" aria-label={text.premiumFeature} />
    </Tooltip>
  );
}

/**
 * The four tabs with their count badges (spec §2). On the free plan the Premium tabs carry a
 * premium icon. The tab is part of the address; each tab's content renders in its own panel.
 * The list scrolls sideways on a phone instead of wrapping.
 */
export function RegistryTabs({
  tab,
  counts,
  onChange,
  children,
}: {
  tab: RegistryTab;
  counts: RegistryCount | undefined;
  onChange: (tab: RegistryTab) => void;
  children: ReactNode;
}) {
  const free = counts !== undefined && counts.limit !== null;
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: bring the open one into view (a tab opened from a link
  // may start off screen; the badges widen the tabs when the counts arrive). Only the list
  // scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !active) return;
    const left =
      active.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = left - 16;
  }, [tab, counts]);
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onChange(value as RegistryTab)}
      keepMounted={false}
      activateTabWithKeyboard={false}
    >
      <Tabs.List
        ref={listRef}
        aria-label="Question registry tabs"
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
      >
        {REGISTRY_TABS.map((value) => (
          <Tabs.Tab
            key={value}
            value={value}
            style={{ flexShrink: 0 }}
            rightSection={
              <Group gap={6} wrap="nowrap">
                {free && value !== 'all' ? <PremiumIcon /> : null}
                <CountBadge tab={value} counts={counts} />
              </Group>
            }
          >
            {REGISTRY_TAB_LABELS[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {REGISTRY_TABS.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
