import { ActionIcon, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { BOARD_COLUMN_TITLES, messages, type BoardStatus } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import type { BoardCommands } from '../../hooks/use-board-commands';

/**
 * A column's header menu (edit access): 'Archive all' on the working columns and 'Unarchive all'
 * on Archived, each asked first with the number of questions it touches.
 */
export function ColumnHeaderMenu({
  status,
  total,
  commands,
}: {
  status: BoardStatus;
  total: number;
  commands: BoardCommands;
}) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const title = BOARD_COLUMN_TITLES[status];
  const archived = status === 'archived';
  const question = archived
    ? messages.board.unarchiveAllConfirm(total)
    : messages.board.archiveAllConfirm(total, title);

  const confirm = async () => {
    setPending(true);
    const done = await (archived ? commands.unarchiveAll() : commands.archiveColumn(status));
    setPending(false);
    if (done) setConfirming(false);
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={200} withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`${title} column actions`}
          >
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            disabled={total === 0}
            leftSection={
              archived ? (
                <IconArchiveOff size={16} aria-hidden />
              ) : (
                <IconArchive size={16} aria-hidden />
              )
            }
            onClick={() => setConfirming(true)}
          >
            {archived ? 'Unarchive all' : 'Archive all'}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={archived ? 'Unarchive all' : 'Archive all'}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{question}</Text>
          <ModalActions
            onCancel={() => setConfirming(false)}
            confirmLabel={archived ? 'Unarchive all' : 'Archive all'}
            onConfirm={() => void confirm()}
            confirming={pending}
          />
        </Stack>
      </Modal>
    </>
  );
}
