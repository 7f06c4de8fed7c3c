import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';

/** The form's three-dots menu (spec §2): Delete question, which asks first. */
export function QuestionMenu({ onDelete }: { onDelete: () => void }) {
  return (
    <Menu position="bottom-end" shadow="md" width={190} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Question actions">
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          Delete question
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
