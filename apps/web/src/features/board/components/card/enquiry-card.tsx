import { Badge, Checkbox, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import type { CSSProperties, HTMLAttributes, KeyboardEvent, MouseEvent, Ref } from 'react';
import { useId } from 'react';
import { ENQUIRY_STATUS_LABELS, messages } from '@quorum/shared';
import { formatExactTime, formatRelativeTime } from '@/lib/format/relative-time';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';
import type { BoardCommands } from '../../hooks/use-board-commands';
import { AssigneeAvatars } from './assignee-avatars';
import { CategoryChip } from './category-chip';
import { EnquiryCardMenu } from './enquiry-card-menu';
import { askerDisplay, isAnnouncementReply } from './investor-display';
import { PriorityFlag } from './priority-flag';
import { SentimentIndicator } from './sentiment-indicator';
import { SimilarBadge } from '../duplicates/similar-badge';
import { PriceSensitiveBadge } from '../price-sensitive/price-sensitive-badge';
import { UnreadDot } from './unread-dot';

const STATUS_COLOUR = { outstanding: 'blue', open: 'teal', closed: 'gray' } as const;

/** Clicks and keys on the card's own controls act on the control, not open the question. */
const fromControl = (target: EventTarget) =>
  (target as HTMLElement).closest('a, button, input, label, [role="menuitem"]') !== null;

/** A short name for the card, for its menu and checkbox: the subject, or the question's start. */
export const cardLabel = (card: BoardCard) => {
  const words = card.subject?.trim() || card.question.trim();
  return words.length > 60 ? `${words.slice(0, 57)}…` : words;
};

export interface EnquiryCardProps {
  card: BoardCard;
  /** Edit access: the checkbox and the menu; read-only members get neither. */
  commands: BoardCommands | null;
  selected: boolean;
  onOpen: (id: string) => void;
  /** Set by the draggable wrapper: the node, its dnd-kit handlers and the look while dragged. */
  dragRef?: Ref<HTMLElement>;
  dragProps?: HTMLAttributes<HTMLElement>;
  style?: CSSProperties;
  /** The copy under the pointer while dragging: no controls, a lifted look. */
  overlay?: boolean;
}

/**
 * One question on the board (spec §3 Board item, §4): who asked (with the investor display
 * rules), the subject and an excerpt, the status, priority, categories, assignees, an unread dot,
 * the price-sensitive announcement it followed, when it came in and how many replies it has.
 * Click or Enter opens the detail; Space picks the card up to move it with the arrow keys.
 */
export function EnquiryCard({
  card,
  commands,
  selected,
  onOpen,
  dragRef,
  dragProps,
  style,
  overlay = false,
}: EnquiryCardProps) {
  const titleId = useId();
  const asker = askerDisplay(card);
  const label = cardLabel(card);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(card._id);
      return;
    }
    dragProps?.onKeyDown?.(event);
  };

  return (
    <Paper
      ref={dragRef as Ref<HTMLDivElement>}
      {...dragProps}
      component="article"
      role="article"
      aria-labelledby={titleId}
      tabIndex={0}
      withBorder
      radius="md"
      p="sm"
      shadow={overlay ? 'lg' : 'xs'}
      bd={selected ? '1px solid var(--mantine-primary-color-filled)' : undefined}
      style={{ cursor: overlay ? 'grabbing' : 'pointer', touchAction: 'manipulation', ...style }}
      onClick={(event: MouseEvent) => {
        if (!fromControl(event.target)) onOpen(card._id);
      }}
      onKeyDown={onKeyDown}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap={6} wrap="nowrap" miw={0}>
            {commands && !overlay ? (
              <Checkbox
                size="xs"
                checked={selected}
                onChange={() => commands.toggleSelect(card._id)}
                aria-label={`Select ${label}`}
              />
            ) : null}
            {card.unread ? <UnreadDot /> : null}
            <Text size="sm" fw={600} truncate="end">
              {asker.name}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <PriorityFlag priority={card.boardPriority} />
            {commands && !overlay ? (
              <EnquiryCardMenu card={card} label={label} commands={commands} />
            ) : null}
          </Group>
        </Group>
        {asker.notice ? (
          <Text size="xs" c="orange.9" fs="italic">
            {asker.notice}
          </Text>
        ) : null}

        <Text id={titleId} size="sm" fw={600} lineClamp={2} style={{ wordBreak: 'break-word' }}>
          {label}
        </Text>
        {card.subject ? (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ wordBreak: 'break-word' }}>
            {card.question}
          </Text>
        ) : null}
        {isAnnouncementReply(card) ? (
          <Text size="xs" c="dimmed" fs="italic">
            {messages.board.announcementReply}
          </Text>
        ) : null}

        {card.enquiryCategories.length > 0 ? (
          <Group gap={4}>
            {card.enquiryCategories.map((category) => (
              <CategoryChip
                key={category._id}
                name={category.name}
                colorIndex={category.colorIndex}
              />
            ))}
          </Group>
        ) : null}

        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-end">
          <Group gap={6} wrap="wrap" style={{ rowGap: 4 }}>
            <Badge
              size="xs"
              variant="light"
              color={STATUS_COLOUR[card.status]}
              style={{ flexShrink: 0 }}
            >
              {ENQUIRY_STATUS_LABELS[card.status]}
            </Badge>
            {asker.badge ? (
              <Badge
                size="xs"
                variant="outline"
                color={card.isSampleQuestion ? 'grape' : 'gray'}
                style={{ flexShrink: 0 }}
              >
                {asker.badge}
              </Badge>
            ) : null}
            <SentimentIndicator sentiment={card.sentiment} />
            <SimilarBadge count={card.similarQuestionCount} />
            <PriceSensitiveBadge announcement={card.priceSensitiveAnnouncement} />
            <Tooltip label={formatExactTime(card.createdAt)} withArrow>
              <Text
                size="xs"
                c="dimmed"
                component="time"
                dateTime={card.createdAt}
                style={{ whiteSpace: 'nowrap' }}
              >
                {formatRelativeTime(card.createdAt, { older: 'day-and-month' })}
              </Text>
            </Tooltip>
          </Group>
          <Group gap={8} wrap="nowrap">
            {card.replyCount > 0 ? (
              <Group
                gap={2}
                wrap="nowrap"
                role="img"
                aria-label={`${card.replyCount} ${card.replyCount === 1 ? 'reply' : 'replies'}`}
              >
                <IconMessage size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                <Text size="xs" c="dimmed" aria-hidden>
                  {card.replyCount}
                </Text>
              </Group>
            ) : null}
            <AssigneeAvatars assignees={card.assignees} />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
