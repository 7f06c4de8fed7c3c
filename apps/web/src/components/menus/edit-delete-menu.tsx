import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

interface EditDeleteMenuProps {
  /** What the actions are for, read out by screen readers: "Actions for {itemName}". */
  itemName: string;
  onEdit: () => void;
  /** Callers confirm before deleting; this only opens their confirmation. */
  onDelete: () => void;
}

/** The three-dots menu of a list item: Edit, and Delete in red. */
export function EditDeleteMenu({ itemName, onEdit, onDelete }: EditDeleteMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={160} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={32} aria-label={`Actions for ${itemName}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Edit
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
