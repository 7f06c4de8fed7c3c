import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Textarea } from '@mantine/core';
import {
  messages,
  registryQuestionSchema,
  type RegistryCsvRow,
  type RegistryQuestionInput,
  type RegistryQuestionValues,
} from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { ModalActions } from '@/components/modals/modal-actions';
import type { CsvReviewRow } from './use-csv-rows';

/**
 * "Edit question" for one row under review (spec §2 edit_csv). The registry's own rules and
 * limits apply, so a row saved here passes Finalise; the row changes only in the review, nothing
 * is sent until Finalise.
 */
export function CsvRowEditModal({
  stackId,
  row,
  onSave,
  onClose,
}: {
  stackId: string;
  row: CsvReviewRow | null;
  onSave: (id: number, values: RegistryCsvRow) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      stackId={stackId}
      opened={row !== null}
      onClose={onClose}
      title={messages.registry.csvEditTitle}
      size="lg"
      centered
    >
      {row ? <CsvRowForm key={row.id} row={row} onSave={onSave} onClose={onClose} /> : null}
    </Modal>
  );
}

function CsvRowForm({
  row,
  onSave,
  onClose,
}: {
  row: CsvReviewRow;
  onSave: (id: number, values: RegistryCsvRow) => void;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistryQuestionInput, unknown, RegistryQuestionValues>({
    resolver: zodResolver(registryQuestionSchema),
    defaultValues: { question: row.question, response: row.response, drafted: false },
  });

  const submit = handleSubmit(({ question, response }) => {
    onSave(row.id, { question, response });
    onClose();
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Textarea
          label="Question"
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus
          {...register('question')}
          error={errors.question?.message}
        />
        <Textarea
          label="Response"
          autosize
          minRows={4}
          maxRows={12}
          {...register('response')}
          error={errors.response?.message}
        />
        <ModalActions onCancel={onClose} confirmLabel="Save" />
      </Stack>
    </form>
  );
}
