import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { BOARD_COLUMN_TITLES, BOARD_STATUSES, boardMoveRefusal, messages } from '@quorum/shared';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';
import { cardLabel } from '../card/enquiry-card';

/**
 * 'Move to…': the keyboard and phone way to move a card. A column the rules forbid is shown
 * disabled with the reason, as it is greyed while dragging.
 */
export function MoveToDialog({
  card,
  onMove,
  onClose,
}: {
  card: BoardCard | null;
  onMove: (card: BoardCard, to: (typeof BOARD_STATUSES)[number]) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={card !== null} onClose={onClose} title="Move to" centered size="sm">
      {card ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed" lineClamp={2}>
            {cardLabel(card)}
          </Text>
          {BOARD_STATUSES.filter((status) => status !== card.boardStatus).map((status) => {
            const refusal = boardMoveRefusal(card, status);
            return (
              <Stack key={status} gap={2}>
                <Button
                  variant="light"
                  justify="space-between"
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  disabled={refusal !== null}
                  onClick={() => {
                    onMove(card, status);
                    onClose();
                  }}
                >
                  {BOARD_COLUMN_TITLES[status]}
                </Button>
                {refusal ? (
                  <Text size="xs" c="dimmed">
                    {messages.board[refusal]}
                  </Text>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      ) : null}
    </Modal>
  );
}
