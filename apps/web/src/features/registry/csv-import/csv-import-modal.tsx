import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { messages, type RegistryImportRow } from '@quorum/shared';
import { useState } from 'react';
import { isApiError } from '@/lib/graphql';
import { useMemberFlags } from '@/lib/permissions/use-permissions';
import { useAddMultipleQuestionRegistris } from './add-multiple-question-registris';
import { CsvCancelImportModal, CsvRemoveRowModal, CsvUpgradeModal } from './csv-import-prompts';
import { CsvReviewStep, type CsvFocusTarget } from './csv-review-step';
import { CsvRowEditModal } from './csv-row-edit-modal';
import { CsvUploadStep } from './csv-upload-step';
import { useCsvRows, type CsvReviewRow } from './use-csv-rows';

const text = messages.registry;

/**
 * The CSV import (spec §2 modal types import-csv to upgrade-import-questions, §4 "CSV import"):
 * choose a file, review what it holds, edit or remove rows, then Finalise adds them all in one
 * call. Its prompts stack over it (Mantine's Modal.Stack), so Escape and focus belong to the top
 * one and the review keeps its page underneath.
 */
export function CsvImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const csv = useCsvRows();
  const finalise = useAddMultipleQuestionRegistris();
  const { isCompanyCreator } = useMemberFlags();
  const phone = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<CsvReviewRow | null>(null);
  const [removing, setRemoving] = useState<CsvReviewRow | null>(null);
  const [askingToCancel, setAskingToCancel] = useState(false);
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<CsvFocusTarget | null>(null);
  const reviewing = csv.rows.length > 0;

  const returnToImport = () => {
    setAskingToCancel(false);
    setFocusTarget(null);
    finalise.reset();
    csv.clear();
  };
  const closeImport = () => {
    returnToImport();
    setUpgradeMessage(null);
    onClose();
  };
  const startEditing = (row: CsvReviewRow) => {
    setFocusTarget({ id: row.id, control: 'edit' });
    setEditing(row);
  };
  const askToRemove = (row: CsvReviewRow) => {
    setFocusTarget({ id: row.id, control: 'remove' });
    setRemoving(row);
  };
  const removeRow = () => {
    if (removing) {
      // Focus moves on to the card that takes the removed one's place.
      const index = csv.rows.findIndex((row) => row.id === removing.id);
      const neighbour = csv.rows[index + 1] ?? csv.rows[index - 1];
      setFocusTarget(neighbour ? { id: neighbour.id, control: 'edit' } : null);
      csv.remove(removing.id);
    }
    setRemoving(null);
  };
  const submit = (rows: RegistryImportRow[]) =>
    finalise.mutate(rows, {
      onSuccess: ({ message }) => {
        notifications.show({ message });
        closeImport();
      },
      onError: (error) => {
        if (isApiError(error, 'PAYMENT_REQUIRED')) setUpgradeMessage(error.message);
      },
    });

  const serverError =
    finalise.error && !isApiError(finalise.error, 'PAYMENT_REQUIRED')
      ? finalise.error.message
      : null;

  return (
    <Modal.Stack>
      <Modal
        stackId="csv-import"
        opened={opened}
        // Leaving a review asks first (spec: Cancel asks); an empty import step just closes.
        onClose={() => (reviewing ? setAskingToCancel(true) : closeImport())}
        title={reviewing ? text.reviewTitle : text.importTitle}
        size="lg"
        centered

        fullScreen={phone}
        closeOnEscape={!finalise.isPending}
        closeOnClickOutside={false}
        withCloseButton={!finalise.isPending}
      >
        {reviewing ? (
          <CsvReviewStep
            rows={csv.rows}
            problems={csv.problems}
            onEdit={startEditing}
            onRemove={askToRemove}
            onCancel={() => setAskingToCancel(true)}
            onFinalise={submit}
            finalising={finalise.isPending}
            serverError={serverError}
            focusTarget={focusTarget}
          />
        ) : (
          <CsvUploadStep onRead={csv.load} onCancel={closeImport} />
        )}
      </Modal>
      <CsvRowEditModal
        stackId="csv-edit"
        row={editing}
        onSave={csv.edit}
        onClose={() => setEditing(null)}
      />
      <CsvRemoveRowModal
        stackId="csv-remove"
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={removeRow}
      />
      <CsvCancelImportModal
        stackId="csv-cancel"
        opened={askingToCancel}
        onClose={() => setAskingToCancel(false)}
        onReturnToImport={returnToImport}
        onCancelImporting={closeImport}
      />
      <CsvUpgradeModal
        stackId="csv-upgrade"
        opened={upgradeMessage !== null}
        message={upgradeMessage}
        isCompanyCreator={isCompanyCreator}
        onClose={() => setUpgradeMessage(null)}
      />
    </Modal.Stack>
  );
}
