import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import type { ExecutiveMember } from '../api/get-executive-members';
import { EditDeleteMenu } from '@/components/menus/edit-delete-menu';

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
          <EditDeleteMenu itemName={name} onEdit={onEdit} onDelete={onDelete} />
        ) : null}
      </Group>
    </Paper>
  );
}
