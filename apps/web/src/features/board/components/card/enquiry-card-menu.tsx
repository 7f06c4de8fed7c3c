import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArchive,
  IconArchiveOff,
  IconArrowsMove,
  IconCheck,
  IconCircleCheck,
  IconDots,
  IconFlag,
  IconLock,
  IconLockOpen,
  IconTags,
  IconUserPlus,
} from '@tabler/icons-react';
import {
  BOARD_PRIORITIES,
  BOARD_PRIORITY_LABELS,
  messages,
  type BoardPriority,
} from '@quorum/shared';
import { useCloseEnquiry } from '../../api/close-enquiry';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';
import { useReopenEnquiry } from '../../api/reopen-enquiry';
import type { BoardCommands } from '../../hooks/use-board-commands';

const text = messages.board;

/** Priorities as the menu lists them: the most urgent first, "None" last. */
const PRIORITY_ORDER: BoardPriority[] = [...BOARD_PRIORITIES].reverse();

/**
 * A card's menu (edit access only): Move to…, Priority, Categories…, Assign…, Resolve, Close or
 * Reopen, Archive or Unarchive. 'Move to…' is also the keyboard and phone way to move a card.
 */
export function EnquiryCardMenu({
  card,
  label,
  commands,
}: {
  card: BoardCard;
  label: string;
  commands: BoardCommands;
}) {
  const close = useCloseEnquiry(card._id);
  const reopen = useReopenEnquiry(card._id);
  const archived = card.boardStatus === 'archived';
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for ${label}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconArrowsMove size={16} aria-hidden />}
          onClick={() => commands.openDialog({ kind: 'move', card })}
        >
          Move to…
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTags size={16} aria-hidden />}
          onClick={() => commands.openDialog({ kind: 'categories', card })}
        >
          Categories…
        </Menu.Item>
        <Menu.Item
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => commands.openDialog({ kind: 'assign', card })}
        >
          Assign…
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Priority</Menu.Label>
        {PRIORITY_ORDER.map((priority) => (
          <Menu.Item
            key={priority}
            leftSection={
              priority === card.boardPriority ? (
                <IconCheck size={16} aria-hidden />
              ) : (
                <IconFlag size={16} aria-hidden />
              )
            }
            aria-current={priority === card.boardPriority || undefined}
            onClick={() => commands.setPriority(card, priority)}
          >
            {priority === 'none' ? 'None' : BOARD_PRIORITY_LABELS[priority]}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {card.boardStatus !== 'resolved' && !archived ? (
          <Menu.Item
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            onClick={() => commands.resolve([card._id])}
          >
            Resolve
          </Menu.Item>
        ) : null}
        {card.status === 'closed' ? (
          <Menu.Item
            leftSection={<IconLockOpen size={16} aria-hidden />}
            onClick={() =>
              commands.report(
                reopen.mutateAsync().then(() => undefined),
                text.reopened,
              )
            }
          >
            Reopen
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconLock size={16} aria-hidden />}
            onClick={() =>
              commands.report(
                close.mutateAsync().then(() => undefined),
                text.closed,
              )
            }
          >
            Close
          </Menu.Item>
        )}
        {archived ? (
          <Menu.Item
            leftSection={<IconArchiveOff size={16} aria-hidden />}
            onClick={() => commands.unarchive([card._id])}
          >
            Unarchive
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => commands.archive([card._id])}
          >
            Archive
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
