import { ActionIcon, Anchor, Avatar, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ExecutiveMember } from '../api/get-executive-members';

/** One executive: picture (or initials), name, role, LinkedIn; a menu for those who may edit. */
export function ExecutiveCard({
  executive,
  onEdit,
  onDelete,
}: {
  executive: ExecutiveMember;
  /** Without these the card is read-only. */
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { name, role, linkedIn, digitalPictureUrl } = executive;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={name} h="100%">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={digitalPictureUrl} name={name} color="initials" size={64} radius="xl" alt="" />
        <Stack gap={2} flex={1} miw={0}>
          <Text fw={700} lineClamp={2}>
            {name}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {role}
          </Text>
          {linkedIn ? (
            <Anchor
              href={linkedIn}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              mt={4}
              w="fit-content"
              aria-label={`${name} on LinkedIn (opens in a new tab)`}
            >
              <Group gap={4} wrap="nowrap">
                <IconBrandLinkedin size={18} aria-hidden />
                LinkedIn
              </Group>
            </Anchor>
          ) : null}
        </Stack>
        {onEdit && onDelete ? (
          <Menu position="bottom-end" shadow="md" width={160}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                Edit
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onDelete}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
    </Paper>
  );
}
