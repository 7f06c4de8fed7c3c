import {
  ActionIcon,
  Anchor,
  Badge,
  Checkbox,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconDots,
  IconLock,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTrash,
  IconTrashX,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FREE_PLAN, messages } from '@quorum/shared';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { RegistryItem } from '../../api/get-question-registries';

const text = messages.registry;

/** What a card offers; an action left out is not shown (no permission, or not on this tab). */
export interface RegistryCardActions {
  onToggleSelect?: () => void;
  onToggleStar?: () => void;
  onDelete?: () => void;
  onRecover?: () => void;
  onDeletePermanently?: () => void;
}

const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Clicks on the card's own controls act on the control, not open the question. */
const fromControl = (event: MouseEvent) =>
  (event.target as HTMLElement).closest('a, button, input, label, [role="menuitem"]') !== null;

/**
 * One question in the list (spec §2): the question (a link that opens it), a response preview, the
 * Draft mark, the Read-only mark (beyond the free plan's first questions after a downgrade), the
 * star, who edited it last and when, and who is drafting it now. Clicking anywhere on the card
 * opens the question too.
 */
export function RegistryQuestionCard({
  item,
  href,
  selected,
  onOpen,
  actions,
}: {
  item: RegistryItem;
  href: string;
  selected: boolean;
  onOpen: () => void;
  actions: RegistryCardActions;
}) {
  const titleId = useId();
  const { onToggleSelect, onToggleStar, onDelete, onRecover, onDeletePermanently } = actions;
  const hasMenu = Boolean(onDelete ?? onRecover ?? onDeletePermanently);
  const editedAt = formatRelativeTime(item.lastEditedAt);

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      h="100%"
      bd={selected ? '1px solid var(--mantine-primary-color-filled)' : undefined}
      style={{ cursor: 'pointer' }}
      onClick={(event: MouseEvent) => {
        if (!fromControl(event)) onOpen();
      }}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={28}>
          <Group gap="xs" wrap="nowrap">
            {onToggleSelect ? (
              <Checkbox
                checked={selected}
                onChange={onToggleSelect}
                aria-label={`Select "${item.question}"`}
              />
            ) : null}
            {item.drafted ? (
              <Badge color="gray" variant="light">
                Draft
              </Badge>
            ) : null}
            {item.readOnly && !item.deleted ? (
              <Badge
                color="gray"
                variant="outline"
                leftSection={<IconLock size={12} aria-hidden />}
                title={text.readOnly(FREE_PLAN.registryQuestions)}
              >
                {text.readOnlyBadge}
              </Badge>
            ) : null}
          </Group>
          <Group gap={4} wrap="nowrap">
            {onToggleStar ? (
              <Tooltip label={item.starred ? 'Unstar' : 'Star'}>
                <ActionIcon
                  variant="subtle"
                  color={item.starred ? 'yellow' : 'gray'}
                  aria-label={item.starred ? 'Unstar question' : 'Star question'}
                  aria-pressed={item.starred}
                  onClick={onToggleStar}
                >
                  {item.starred ? (
                    <IconStarFilled size={18} aria-hidden />
                  ) : (
                    <IconStar size={18} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            ) : item.starred && !item.deleted ? (
              <IconStarFilled
                size={18}
                color="var(--mantine-color-yellow-6)"
                aria-label="Starred"
                role="img"
              />
            ) : null}
            {hasMenu ? (
              <Menu position="bottom-end" shadow="md" width={200} withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Actions for "${item.question}"`}
                  >
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {onRecover ? (
                    <Menu.Item
                      leftSection={<IconRestore size={16} aria-hidden />}
                      onClick={onRecover}
                    >
                      Recover
                    </Menu.Item>
                  ) : null}
                  {onDelete ? (
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      onClick={onDelete}
                    >
                      Delete question
                    </Menu.Item>
                  ) : null}
                  {onDeletePermanently ? (
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrashX size={16} aria-hidden />}
                      onClick={onDeletePermanently}
                    >
                      Delete permanently
                    </Menu.Item>
                  ) : null}
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        </Group>

        <Anchor
          id={titleId}
          component={Link}
          to={href}
          fw={600}
          c="var(--mantine-color-text)"
          lineClamp={2}
          style={{ wordBreak: 'break-word' }}
        >
          {item.question}
        </Anchor>
        <Text
          size="sm"
          c="dimmed"
          lineClamp={3}
          fs={item.response ? undefined : 'italic'}
          style={{ wordBreak: 'break-word' }}
        >
          {item.response || text.noResponse}
        </Text>

        <Stack gap={4} mt="auto" pt="xs">
          {item.lockedBy ? (
            <Group gap={6} wrap="nowrap">
              <IconLock size={14} color="var(--mantine-color-orange-7)" aria-hidden />
              <Text size="xs" c="orange.8" fw={500}>
                {text.drafting(personName(item.lockedBy))}
              </Text>
            </Group>
          ) : null}
          <Text size="xs" c="dimmed">
            {item.lastUpdateBy
              ? text.lastEdited(personName(item.lastUpdateBy), editedAt)
              : text.lastEditedAnonymous(editedAt)}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
