import { Avatar, Tooltip } from '@mantine/core';
import type { BoardCard } from '../../api/get-kanban-board-question-v2';

type Person = BoardCard['assignees'][number];

const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** Who a question is assigned to: up to three faces, then "+N". */
export function AssigneeAvatars({ assignees }: { assignees: Person[] }) {
  if (assignees.length === 0) return null;
  const shown = assignees.slice(0, 3);
  const hidden = assignees.length - shown.length;
  return (
    <Tooltip.Group openDelay={300}>
      <Avatar.Group
        spacing={6}
        role="img"
        aria-label={`Assigned to ${assignees.map(nameOf).join(', ')}`}
      >
        {shown.map((person) => (
          <Tooltip key={person._id} label={nameOf(person)} withArrow>
            <Avatar size={24} radius="xl" color="initials" name={nameOf(person)} aria-hidden />
          </Tooltip>
        ))}
        {hidden > 0 ? (
          <Avatar size={24} radius="xl" aria-hidden>
            +{hidden}
          </Avatar>
        ) : null}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
