import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { faqSchema, messages, type FaqInput } from '@quorum/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { useCreateFaq, useUpdateFaq } from '../api/faq-changes';
import type { Faq, FaqCategory } from '../api/get-faq';

const text = messages.faq;

/** What the modal is open for: a new question in a category, or one to edit (and maybe move). */
export type FaqFormTarget = { kind: 'add'; categoryId: string } | { kind: 'edit'; faq: Faq };

export function FaqFormModal({
  target,
  categories,
  onClose,
}: {
  target: FaqFormTarget | null;
  categories: FaqCategory[];
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? 'Edit question' : 'Add question'}
      centered
      size="lg"
    >
      {target ? <FaqForm target={target} categories={categories} onDone={onClose} /> : null}
    </Modal>
  );
}

function FaqForm({
  target,
  categories,
  onDone,
}: {
  target: FaqFormTarget;
  categories: FaqCategory[];
  onDone: () => void;
}) {
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const saving = target.kind === 'add' ? create : update;
  const [categoryId, setCategoryId] = useState(
    target.kind === 'add' ? target.categoryId : target.faq.faqCategoryId,
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FaqInput>({
    resolver: zodResolver(faqSchema),
    defaultValues:
      target.kind === 'edit'
        ? { question: target.faq.question, answer: target.faq.answer }
        : { question: '', answer: '' },
  });
  const submit = handleSubmit((values) => {
    const done = (message: string) => () => {
      notifications.show({ message });
      onDone();
    };
    if (target.kind === 'add')
      create.mutate({ ...values, faqCategoryId: categoryId }, { onSuccess: done(text.faqCreated) });
    else
      update.mutate(
        { ...values, faqId: target.faq._id, faqCategoryId: categoryId },
        { onSuccess: done(text.faqUpdated) },
      );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Select
          label="Category"
          data={categories.map((c) => ({ value: c._id, label: c.categoryName }))}
          value={categoryId}
          onChange={(value) => value && setCategoryId(value)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Question"
          data-autofocus
          {...register('question')}
          error={errors.question?.message}
        />
        <Textarea
          label="Answer"
          autosize
          minRows={4}
          maxRows={12}
          {...register('answer')}
          error={errors.answer?.message}
        />
        <FormError message={saving.error?.message} />
        <ModalActions
          onCancel={onDone}
          confirmLabel={target.kind === 'add' ? 'Add question' : 'Save changes'}
          confirming={saving.isPending}
          stackOnPhone
        />
      </Stack>
    </form>
  );
}
