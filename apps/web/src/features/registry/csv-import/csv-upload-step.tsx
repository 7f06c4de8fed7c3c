import '@mantine/dropzone/styles.css';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { REGISTRY, messages, type RegistryCsvRow } from '@quorum/shared';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { AttachmentRow } from '@/components/files/attachment-row';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { CSV_DIALOG_ACCEPT, CSV_SIZE_LABEL, csvFileProblem } from './csv-file-rules';
import { parseRegistryCsv } from './parse-registry-csv';
import { readCsvText } from './read-csv-text';
import { SAMPLE_CSV_FILENAME, sampleCsvHref } from './sample-csv';

const text = messages.registry;

/** Reads the chosen file into rows, or says why not (spec §5's words). */
async function readRows(file: File): Promise<{ rows: RegistryCsvRow[] } | { problem: string }> {
  try {
    const csvText = await readCsvText(file);
    if (csvText === null) return { problem: text.csvNotCsv };
    const reading = parseRegistryCsv(csvText);
    return reading.ok ? { rows: reading.rows } : { problem: reading.message };
  } catch {
    // The browser could not read it: moved or deleted since it was chosen.
    return { problem: text.csvMissing };
  }
}

/**
 * "Import questions via CSV" (spec §2 import-csv): drop or browse for one CSV, then Import reads it
 * into the review. The file is checked as soon as it is chosen (type, size) and again on Import,
 * which also says so when nothing was chosen.
 */
export function CsvUploadStep({
  onRead,
  onCancel,
}: {
  onRead: (rows: RegistryCsvRow[]) => void;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const openFileDialog = useRef<() => void>(null);
  const sampleHref = useMemo(() => sampleCsvHref(), []);

  const choose = (chosen: File | undefined, refusal?: string) => {
    const found = refusal ?? csvFileProblem(chosen);
    setProblem(found);
    setFile(found ? null : (chosen ?? null));
  };

  const importFile = async () => {
    const found = csvFileProblem(file);
    if (found || !file) return setProblem(found);
    setReading(true);
    const outcome = await readRows(file);
    setReading(false);
    if ('problem' in outcome) {
      setFile(null);
      setProblem(outcome.problem);
    } else onRead(outcome.rows);
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {text.csvFormatNote(CSV_SIZE_LABEL, REGISTRY.importMaxRows)}{' '}
        <Anchor href={sampleHref} download={SAMPLE_CSV_FILENAME} size="sm" fw={600}>
          <Group component="span" gap={4} display="inline-flex" wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            {text.csvSampleLink}
          </Group>
        </Anchor>
      </Text>
      <Dropzone
        onDrop={(files) => choose(files[0])}
        onReject={(rejections) =>
          choose(
            rejections[0]?.file,
            rejections.length > 1
              ? text.csvOneFile
              : (csvFileProblem(rejections[0]?.file) ?? text.csvWrongType),
          )
        }
        accept={CSV_DIALOG_ACCEPT}
        maxSize={REGISTRY.csvMaxBytes}
        multiple={false}
        openRef={openFileDialog}
        // The Browse button is the keyboard's way in; the zone itself is for the mouse and drops.
        activateOnKeyboard={false}
        enablePointerEvents
        loading={reading}
        // The hidden input stays out of the accessibility tree; Browse files is its control.
        inputProps={{ 'aria-hidden': true }}
      >
        <Stack align="center" gap="xs" py="lg">
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconFileTypeCsv size={40} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypeCsv size={40} color="var(--mantine-color-navy-6)" aria-hidden />
          </Dropzone.Idle>
          <Text fw={600} ta="center">
            <Dropzone.Accept>{text.csvDropAccept}</Dropzone.Accept>
            <Dropzone.Idle>{text.csvDropHere}</Dropzone.Idle>
            <Dropzone.Reject>{text.csvWrongType}</Dropzone.Reject>
          </Text>
          <Text size="sm" c="dimmed">
            or
          </Text>
          <Button
            variant="light"
            onClick={(event) => {
              // The zone opens the dialog on a click too; one dialog is enough.
              event.stopPropagation();
              openFileDialog.current?.();
            }}
          >
            Browse files
          </Button>
        </Stack>
      </Dropzone>
      {file ? (
        <AttachmentRow
          label={text.csvChosenFile(file.name)}
          name={file.name}
          contentType="text/csv"
          sizeBytes={file.size}
          onRemove={() => setFile(null)}
          removeLabel={text.csvRemoveFile}
          removeDisabled={reading}
        />
      ) : null}
      <FormError message={problem} />
      <ModalActions
        onCancel={onCancel}
        cancelDisabled={reading}
        confirmLabel="Import"
        onConfirm={() => void importFile()}
        confirming={reading}
      />
    </Stack>
  );
}
