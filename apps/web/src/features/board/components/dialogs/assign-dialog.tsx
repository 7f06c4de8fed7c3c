import { Avatar, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { BOARD_LIMITS, messages } from '@quorum/shared';
import { ModalActions } from '@/components/modals/modal-actions';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';
import { useAssignableMembers } from '../../api/get-team-members-with-question-permission';
import { cardLabel } from '../card/enquiry-card';

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The team members to tick, starting from who the question is assigned to now. */
function AssignForm({
  card,
  onSave,
  onClose,
}: {
  card: BoardCard;
  onSave: (card: BoardCard, userIds: string[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const members = useAssignableMembers(true);
  const [chosen, setChosen] = useState<string[]>(() => card.assignees.map((person) => person._id));
  const [saving, setSaving] = useState(false);
  const tooMany = chosen.length > BOARD_LIMITS.assigneesPerEnquiry;

  const save = async () => {
    setSaving(true);
    const done = await onSave(card, chosen);
    setSaving(false);
    if (done) onClose();
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" lineClamp={2}>
        {cardLabel(card)}
      </Text>
      {members.isPending ? <Loader size="sm" aria-label="Loading team members" /> : null}
      {members.isError ? (
        <Text size="sm" c="red">
          {members.error.message}
        </Text>
      ) : null}
      <Checkbox.Group value={chosen} onChange={setChosen} label="Team members">
        <Stack gap={8} mt={6}>
          {(members.data ?? []).map((person) => (
            <Checkbox
              key={person._id}
              value={person._id}
              label={
                <Group gap={8} wrap="nowrap">
                  <Avatar size={22} radius="xl" color="initials" name={nameOf(person)} />
                  {nameOf(person)}
                </Group>
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {tooMany ? (
        <Text size="sm" c="red">
          {messages.board.tooManyAssignees(BOARD_LIMITS.assigneesPerEnquiry)}
        </Text>
      ) : null}
      <ModalActions
        onCancel={onClose}
        confirmLabel="Save"
        onConfirm={() => void save()}
        confirming={saving}
        confirmDisabled={tooMany}
      />
    </Stack>
  );
}

/** Assign…: who on the team (those who can see the board) the question is assigned to. */
export function AssignDialog({
  card,
  onSave,
  onClose,
}: {
  card: BoardCard | null;
  onSave: (card: BoardCard, userIds: string[]) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Modal opened={card !== null} onClose={onClose} title="Assign" centered size="sm">
      {card ? <AssignForm key={card._id} card={card} onSave={onSave} onClose={onClose} /> : null}
    </Modal>
  );
}
