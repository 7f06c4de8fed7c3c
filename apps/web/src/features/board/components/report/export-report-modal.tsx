import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  BOARD_COLUMN_TITLES,
  BOARD_REPORT_DEFAULT_MONTHS,
  BOARD_REPORT_STATUSES,
  boardReportInputSchema,
  messages,
} from '@quorum/shared';
import type { BoardReportInput, BoardReportStatus } from '@quorum/shared';
import { useDebouncedValue } from '@mantine/hooks';
import { downloadBoardReport } from '../../api/download-board-report';
import type { ReportProgress } from '../../api/download-board-report';
import { useBoardReportSize } from '../../api/get-board-report-size';

const text = messages.reports;

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The default period: the last six months, today included, in the viewer's own days. */
function defaultPeriod() {
  const today = new Date();
  const from = new Date(today);
  from.setMonth(from.getMonth() - BOARD_REPORT_DEFAULT_MONTHS);
  from.setDate(from.getDate() + 1);
  return { from: dayOf(from), to: dayOf(today) };
}

const STATUS_OPTIONS = BOARD_REPORT_STATUSES.map((status) => ({
  value: status,
  label: status === 'all' ? text.allQuestions : BOARD_COLUMN_TITLES[status],
}));

type Phase =
  | { kind: 'choosing' }
  | { kind: 'exporting'; progress: ReportProgress }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };

/**
 * The board report's export: a period (the last six months unless changed) and which questions,
 * the size the PDF will be, then the download with the pages received as it streams. Cancel
 * aborts a download under way.
 */
export function ExportReportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [period, setPeriod] = useState(defaultPeriod);
  const [status, setStatus] = useState<BoardReportStatus>('all');
  const [phase, setPhase] = useState<Phase>({ kind: 'choosing' });
  const abort = useRef<AbortController | null>(null);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const input: BoardReportInput = { ...period, status, timeZone };
  const parsed = boardReportInputSchema.safeParse(input);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const [debounced] = useDebouncedValue(input, 300);
  const size = useBoardReportSize(debounced, opened && parsed.success);

  useEffect(() => () => abort.current?.abort(), []);

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setPhase({ kind: 'choosing' });
    onClose();
  };

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'exporting', progress: { pages: 0, of: size.data?.pages ?? 0 } });
    try {
      await downloadBoardReport(input, controller.signal, (progress) =>
        setPhase({ kind: 'exporting', progress }),
      );
      setPhase({ kind: 'done' });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({
        kind: 'failed',
        message: error instanceof Error && error.message ? error.message : text.failed,
      });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const exporting = phase.kind === 'exporting';
  const percent =
    exporting && phase.progress.of > 0 ? (phase.progress.pages / phase.progress.of) * 100 : 0;

  return (
    <Modal opened={opened} onClose={close} title={text.modalTitle} centered>
      <Stack gap="md">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={text.fromLabel}
            value={period.from}
            max={period.to}
            disabled={exporting}
            onChange={(event) => {
              const from = event.currentTarget.value;
              setPeriod((p) => ({ ...p, from }));
            }}
            miw={140}
          />
          <TextInput
            type="date"
            label={text.toLabel}
            value={period.to}
            min={period.from}
            disabled={exporting}
            onChange={(event) => {
              const to = event.currentTarget.value;
              setPeriod((p) => ({ ...p, to }));
            }}
            miw={140}
          />
        </Group>
        <NativeSelect
          label={text.statusLabel}
          data={STATUS_OPTIONS}
          value={status}
          disabled={exporting}
          onChange={(event) => setStatus(event.currentTarget.value as BoardReportStatus)}
        />
        {problem ? (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" aria-live="polite">
            {size.data ? text.summary(size.data.questions, size.data.pages) : text.counting}
          </Text>
        )}
        {exporting ? (
          <Stack gap={4}>
            <Progress value={percent} aria-label={text.progressLabel} animated />
            <Text size="sm" aria-live="polite" role="status">
              {text.progress(phase.progress.pages, phase.progress.of)}
            </Text>
          </Stack>
        ) : null}
        {phase.kind === 'done' ? (
          <Alert color="green" variant="light" role="status">
            {text.done}
          </Alert>
        ) : null}
        {phase.kind === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {phase.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {text.cancel}
          </Button>
          <Button onClick={() => void start()} loading={exporting} disabled={problem !== null}>
            {text.export}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
