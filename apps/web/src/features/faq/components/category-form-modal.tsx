import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { faqCategorySchema, messages, type FaqCategoryInput } from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { useCreateFaqCategory, useUpdateFaqCategory } from '../api/faq-changes';
import type { FaqCategory } from '../api/get-faq';

const text = messages.faq;

/** What the modal is open for: a new category, or one to rename. */
export type CategoryFormTarget = { kind: 'add' } | { kind: 'rename'; category: FaqCategory };

export function CategoryFormModal({
  target,
  onClose,
}: {
  target: CategoryFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'rename' ? 'Rename category' : 'Add category'}
      centered
    >
      {target ? <CategoryForm target={target} onDone={onClose} /> : null}
    </Modal>
  );
}

function CategoryForm({ target, onDone }: { target: CategoryFormTarget; onDone: () => void }) {
  const create = useCreateFaqCategory();
  const rename = useUpdateFaqCategory();
  const saving = target.kind === 'add' ? create : rename;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FaqCategoryInput>({
    resolver: zodResolver(faqCategorySchema),
    defaultValues: { categoryName: target.kind === 'rename' ? target.category.categoryName : '' },
  });
  const submit = handleSubmit(({ categoryName }) => {
    const done = (message: string) => () => {
      notifications.show({ message });
      onDone();
    };
    if (target.kind === 'add')
      create.mutate({ categoryName }, { onSuccess: done(text.categoryCreated) });
    else
      rename.mutate(
        { faqCategoryId: target.category._id, categoryName },
        { onSuccess: done(text.categoryRenamed) },
      );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Category name"
          placeholder="Dividends"
          data-autofocus
          {...register('categoryName')}
          error={errors.categoryName?.message}
        />
        <FormError message={saving.error?.message} />
        <ModalActions
          onCancel={onDone}
          confirmLabel={target.kind === 'add' ? 'Add category' : 'Save'}
          confirming={saving.isPending}
        />
      </Stack>
    </form>
  );
}
