import { Button, Collapse, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { EnquiryNote } from '../../api/get-note';
import { formatDateTime } from './format-time';

/** Earlier versions of the note (editedTexts), newest first, folded away until asked for. */
export function NoteEditHistory({ edits }: { edits: EnquiryNote['editedTexts'] }) {
  const [opened, { toggle }] = useDisclosure(false);
  if (edits.length === 0) return null;
  const newestFirst = [...edits].reverse();
  return (
    <Stack gap={6}>
      <Button
        variant="subtle"
        size="xs"
        onClick={toggle}
        aria-expanded={opened}
        rightSection={
          opened ? (
            <IconChevronUp size={14} aria-hidden />
          ) : (
            <IconChevronDown size={14} aria-hidden />
          )
        }
        style={{ alignSelf: 'flex-start' }}
      >
        Edit history ({edits.length})
      </Button>
      <Collapse expanded={opened}>
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {newestFirst.map((edit, index) => (
            <Paper key={`${edit.createdAt}-${index}`} component="li" withBorder p="xs" radius="sm">
              <Text size="xs" c="dimmed">
                {edit.editedBy
                  ? `${edit.editedBy.firstName} ${edit.editedBy.lastName}`
                  : 'A former team member'}{' '}
                · {formatDateTime(edit.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {edit.editedText || '(empty)'}
              </Text>
            </Paper>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
