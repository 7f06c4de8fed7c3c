import { Button, Group } from '@mantine/core';
import { IconPencil, IconRestore, IconTrash, IconTrashX } from '@tabler/icons-react';
import { messages } from '@quorum/shared';
import type { Announcement } from '../../api/announcement-fields';
import type { AnnouncementActions } from '../../hooks/use-announcement-actions';
import { PinToggle, StarToggle } from '../list/card-toggles';

const text = messages.announcementScreens;

/**
 * The page's own actions for those who may change it: star, pin, Edit and Delete; in Deleted,
 * Restore and Delete for good. Others see only the star when it is on.
 */
export function AnnouncementHeaderActions({
  announcement,
  canEdit,
  actions,
  onEdit,
}: {
  announcement: Announcement;
  canEdit: boolean;
  actions: AnnouncementActions;
  onEdit: () => void;
}) {
  const { title } = announcement;
  if (!canEdit) return <StarToggle starred={announcement.starred} title={title} />;
  if (announcement.deleted)
    return (
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconRestore size={18} aria-hidden />}
          onClick={() => actions.restore(announcement)}
        >
          {text.restore}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrashX size={18} aria-hidden />}
          onClick={() => actions.askDeleteForGood(announcement)}
        >
          {text.deleteForGood}
        </Button>
      </Group>
    );
  const busy = actions.busy(announcement);
  return (
    <Group gap="xs">
      <StarToggle
        starred={announcement.starred}
        title={title}
        busy={busy}
        onToggle={() => actions.toggleStar(announcement)}
      />
      <PinToggle
        pinned={announcement.isPinned}
        title={title}
        busy={busy}
        onToggle={() => actions.togglePin(announcement)}
      />
      <Button variant="default" leftSection={<IconPencil size={18} aria-hidden />} onClick={onEdit}>
        Edit
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => actions.askDelete(announcement)}
      >
        Delete
      </Button>
    </Group>
  );
}
