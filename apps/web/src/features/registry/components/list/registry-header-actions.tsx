import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconFileImport, IconPlus } from '@tabler/icons-react';

/**
 * The header's buttons (spec §2): Add new question, and a dropdown beside it with Import via CSV.
 * Shown only to members who may edit the registry.
 */
export function RegistryHeaderActions({
  onAdd,
  onImport,
}: {
  onAdd: () => void;
  onImport: () => void;
}) {
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={onAdd}
        style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
      >
        Add new question
      </Button>
      <Menu position="bottom-end" shadow="md" width={200} withinPortal>
        <Menu.Target>
          <ActionIcon
            size={36}
            aria-label="More ways to add questions"
            style={{
              borderTopLeftRadius: 0,
              borderBottomLeftRadius: 0,
              borderLeft: '1px solid var(--mantine-color-white)',
            }}
          >
            <IconChevronDown size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileImport size={16} aria-hidden />} onClick={onImport}>
            Import via CSV
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
