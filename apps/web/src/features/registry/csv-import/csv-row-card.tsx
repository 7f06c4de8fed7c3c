import { ActionIcon, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { messages } from '@quorum/shared';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { CsvReviewRow } from './use-csv-rows';

const text = messages.registry;

/**
 * One question under review (spec §2 list_csv_data): its question and response, and why it cannot
 * be imported yet if so. Selecting it (click, Enter or Space) opens it for editing; the bin asks
 * before removing it. Mantine's focus trap moves focus to `data-autofocus` when the review's modal
 * is on top again, which is how focus comes back here after the edit or remove prompt.
 */
export function CsvRowCard({
  row,
  position,
  problem,
  onEdit,
  onRemove,
  focusOnReturn,
}: {
  row: CsvReviewRow;
  /** Where it is in the whole list, counted from 1: its name for screen readers. */
  position: number;
  problem: string | undefined;
  onEdit: () => void;
  onRemove: () => void;
  /** Which of its controls takes focus when a prompt over the review closes. */
  focusOnReturn?: 'edit' | 'remove';
}) {
  const problemId = `csv-row-${row.id}-problem`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={problem ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <UnstyledButton
          onClick={onEdit}
          aria-label={text.csvEditRow(position, row.question || text.csvNoQuestion)}
          aria-describedby={problem ? problemId : undefined}
          data-autofocus={focusOnReturn === 'edit' || undefined}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Text fw={600} size="sm" lineClamp={2} c={row.question ? undefined : 'red.7'}>
            {row.question || text.csvNoQuestion}
          </Text>
          <Text
            size="sm"
            c={row.response ? 'dimmed' : 'red.7'}
            lineClamp={3}
            style={{ whiteSpace: 'pre-line' }}
          >
            {row.response || text.csvNoResponse}
          </Text>
          {problem ? (
            <Group gap={4} mt={4} wrap="nowrap" c="red.7">
              <IconAlertTriangle size={14} aria-hidden />
              <Text id={problemId} size="xs" fw={600}>
                {problem}
              </Text>
            </Group>
          ) : null}
        </UnstyledButton>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={text.csvRemoveRow(position)}
          data-autofocus={focusOnReturn === 'remove' || undefined}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
