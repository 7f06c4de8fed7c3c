import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A toast saying what was done, with an Undo that reverses it and closes the toast. */
export function showUndoToast(message: string, undo: () => void) {
  const id = notifications.show({
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => {
            notifications.hide(id);
            undo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
