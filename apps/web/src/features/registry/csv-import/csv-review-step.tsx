import { Badge, Group, Pagination, Stack, Switch, Text } from '@mantine/core';
import { messages, registryImportSchema, type RegistryImportRow } from '@quorum/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { CsvRowCard } from './csv-row-card';
import type { CsvReviewRow } from './use-csv-rows';

/** The card control that takes focus back when a prompt over the review closes. */
export interface CsvFocusTarget {
  id: number;
  control: 'edit' | 'remove';
}

const text = messages.registry;

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * Cards per page. The review is paginated rather than virtualised: 5,000 rows are 200 pages of 25
 * cards, each page cheap to draw on a phone, and a page has a place to come back to after an edit.
 */
export const CSV_REVIEW_PAGE_SIZE = 25;

/**
 * "Review questions" (spec §2 list_csv_data): every row read from the file, to edit or remove
 * before Finalise. Finalise checks the rows by the shared rule the server uses; while any row is
 * incomplete it is blocked with the spec's message and the list narrows to the rows to fix.
 */
export function CsvReviewStep({
  rows,
  problems,
  onEdit,
  onRemove,
  onCancel,
  onFinalise,
  finalising,
  serverError,
  focusTarget,
}: {
  rows: CsvReviewRow[];
  problems: Map<number, string>;
  onEdit: (row: CsvReviewRow) => void;
  onRemove: (row: CsvReviewRow) => void;
  onCancel: () => void;
  onFinalise: (rows: RegistryImportRow[]) => void;
  finalising: boolean;
  serverError: string | null;
  focusTarget: CsvFocusTarget | null;
}) {
  const [page, setPage] = useState(1);
  const [onlyNeedingAttention, setOnlyNeedingAttention] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  // Fewer page numbers on a phone, so the pagination keeps to one line at 375 px.
  const narrow = useMediaQuery('(max-width: 36em)');

  // The Import button that had focus is gone; the review's summary takes it, where reading starts.
  useEffect(() => summary.current?.focus(), []);

  const positions = new Map(rows.map((row, index) => [row.id, index + 1]));
  const filtering = onlyNeedingAttention && problems.size > 0;
  const visible = filtering ? rows.filter((row) => problems.has(row.id)) : rows;
  const pageCount = Math.max(1, Math.ceil(visible.length / CSV_REVIEW_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const shown = visible.slice(
    (currentPage - 1) * CSV_REVIEW_PAGE_SIZE,
    currentPage * CSV_REVIEW_PAGE_SIZE,
  );

  const turnTo = (next: number) => {
    setPage(next);
    // A new page starts at its top, not where the pagination sat at the end of the last one.
    top.current?.scrollIntoView({ block: 'start' });
  };

  const showOnlyNeedingAttention = (only: boolean) => {
    setOnlyNeedingAttention(only);
    setPage(1);
  };

  const finalise = () => {
    const checked = registryImportSchema.safeParse(
      rows.map(({ question, response }) => ({ question, response })),
    );
    if (checked.success) {
      setBlocked(null);
      onFinalise(checked.data);
      return;
    }
    setBlocked(checked.error.issues[0]?.message ?? text.csvEmptyRows);
    showOnlyNeedingAttention(true);
  };

  // A block lifts once every row is fixed or removed; the server's refusal stays until retried.
  const error = (problems.size > 0 ? blocked : null) ?? serverError;

  return (
    <Stack gap="md">
      <Group
        ref={top}
        justify="space-between"
        gap="xs"
        // Clear of the modal's sticky title when a page change scrolls here.
        style={{ scrollMarginTop: 'calc(var(--mantine-spacing-xl) * 3)' }}
      >
        <Text ref={summary} tabIndex={-1} fw={600} aria-live="polite">
          {text.csvRowCount(rows.length)}
        </Text>
        {problems.size > 0 ? (
          <Badge color="red" variant="light">
            {text.csvNeedsAttention(problems.size)}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {text.csvReviewNote}
      </Text>
      {problems.size > 0 ? (
        <Switch
          checked={filtering}
          onChange={(event) => showOnlyNeedingAttention(event.currentTarget.checked)}
          label={text.csvOnlyNeedingAttention}
        />
      ) : null}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((row) => (
          <CsvRowCard
            key={row.id}
            row={row}
            position={positions.get(row.id) ?? 0}
            problem={problems.get(row.id)}
            onEdit={() => onEdit(row)}
            onRemove={() => onRemove(row)}
            focusOnReturn={focusTarget?.id === row.id ? focusTarget.control : undefined}
          />
        ))}
      </Stack>
      {pageCount > 1 ? (
        <Group justify="center">
          <Pagination
            total={pageCount}
            value={currentPage}
            onChange={turnTo}
            size="sm"
            siblings={narrow ? 0 : 1}
            boundaries={1}
            getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
            getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
          />
        </Group>
      ) : null}
      {/* Kept in view at the bottom of a long review, with the reason Finalise is blocked. */}
      <Stack
        gap="sm"
        py="sm"
        pos="sticky"
        bottom={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <FormError message={error} />
        <ModalActions
          onCancel={onCancel}
          cancelDisabled={finalising}
          confirmLabel="Finalise"
          onConfirm={finalise}
          confirming={finalising}
        />
      </Stack>
    </Stack>
  );
}
