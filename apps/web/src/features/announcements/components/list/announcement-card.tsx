import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import {
  IconChartBar,
  IconDots,
  IconEye,
  IconMessageQuestion,
  IconPencil,
  IconRestore,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { announcementPath } from '../../announcement-path';
import type { Announcement } from '../../api/announcement-fields';
import { AsxBadges } from '../asx-badges';
import { announcementFacts, mediaFact } from '../media-facts';
import { MediaKind } from '../media-kind-icon';
import { AnnouncementThumbnail } from './announcement-thumbnail';
import { PinToggle, StarToggle } from './card-toggles';

const text = messages.announcementScreens;

/** What a card offers; an action left out is not shown (no permission, or not in this view). */
export interface AnnouncementCardActions {
  onToggleStar?: () => void;
  onTogglePin?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  onRestore?: () => void;
  onDeleteForGood?: () => void;
  busy?: boolean;
}

function Stat({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <Text size="xs" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

function CardMenu({ title, actions }: { title: string; actions: AnnouncementCardActions }) {
  const { onEdit, onDelete, onRestore, onDeleteForGood } = actions;
  if (!onEdit && !onDelete && !onRestore && !onDeleteForGood) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for “${title}”`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {onEdit ? (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            Edit
          </Menu.Item>
        ) : null}
        {onRestore ? (
          <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={onRestore}>
            {text.restore}
          </Menu.Item>
        ) : null}
        {onDelete ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
          >
            Delete
          </Menu.Item>
        ) : null}
        {onDeleteForGood ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrashX size={16} aria-hidden />}
            onClick={onDeleteForGood}
          >
            {text.deleteForGood}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * One announcement in the list: its thumbnail, title (the link to its page), marks (pinned,
 * draft, poll, ASX, price sensitive), the attachment's kind with its pages or length, the date,
 * the ASX's release and the author, the star and pin, and what investors made of it (views,
 * questions, votes).
 */
export function AnnouncementCard({
  announcement,
  actions,
}: {
  announcement: Announcement;
  actions: AnnouncementCardActions;
}) {
  const titleId = useId();
  const { title, poll } = announcement;
  const isPoll = announcement.announcementType === 'poll';
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={28}>
          <Group gap={6}>
            {announcement.isPinned ? (
              <Badge variant="light" color="blue" size="sm">
                {text.pinnedBadge}
              </Badge>
            ) : null}
            {announcement.status === 'draft' ? (
              <Badge variant="light" color="gray" size="sm">
                {text.draftBadge}
              </Badge>
            ) : null}
            {isPoll || poll ? (
              <Badge variant="light" color="grape" size="sm">
                {text.pollBadge}
              </Badge>
            ) : null}
            <AsxBadges announcement={announcement} size="sm" />
          </Group>
          <Group gap={2} wrap="nowrap">
            <StarToggle
              starred={announcement.starred}
              title={title}
              busy={actions.busy}
              onToggle={actions.onToggleStar}
            />
            <PinToggle
              pinned={announcement.isPinned}
              title={title}
              busy={actions.busy}
              onToggle={actions.onTogglePin}
            />
            <CardMenu title={title} actions={actions} />
          </Group>
        </Group>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <AnnouncementThumbnail
            announcement={announcement}
            width={{ base: 64, sm: 112 }}
            height={{ base: 64, sm: 80 }}
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Anchor
              component={Link}
              to={announcementPath(announcement.announcementId)}
              id={titleId}
              fw={600}
              c="var(--mantine-color-text)"
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
            >
              {title}
            </Anchor>
            <MediaKind
              media={announcement.media ?? null}
              isPoll={isPoll}
              fact={mediaFact(announcement)}
            />
            <Text size="xs" c="dimmed">
              {announcementFacts(announcement)}
            </Text>
            <Group gap="md" style={{ rowGap: 4 }} aria-label="Engagement" role="group">
              <Stat icon={<IconEye size={14} aria-hidden />}>
                {text.views(announcement.totalViews)}
              </Stat>
              <Stat icon={<IconMessageQuestion size={14} aria-hidden />}>
                {text.questions(announcement.questionsAsked)}
              </Stat>
              {poll ? (
                <Stat icon={<IconChartBar size={14} aria-hidden />}>
                  {text.votes(poll.totalVotes)}
                </Stat>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
