import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { BOARD_LIMITS, enquiryCategorySchema, type EnquiryCategoryInput } from '@quorum/shared';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { ColourSwatchPicker } from './colour-swatch-picker';

/**
 * A category's name and colour, to create one or change one. The shared schema checks it here in
 * the server's words; the server's refusal (a taken name, the limit) shows under the form.
 */
export function CategoryForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: EnquiryCategoryInput;
  submitLabel: string;
  /** Answers the server's refusal, or null when saved. */
  onSubmit: (values: { name: string; colorIndex: number }) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const form = useForm<EnquiryCategoryInput>({
    resolver: zodResolver(enquiryCategorySchema),
    defaultValues: initial,
  });
  const submit = form.handleSubmit(async (values) => {
    const refusal = await onSubmit({ name: values.name.trim(), colorIndex: values.colorIndex });
    if (refusal) form.setError('root', { message: refusal });
    else if (!onCancel) form.reset(initial);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Category name"
          maxLength={BOARD_LIMITS.categoryNameMaxLength + 10}
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="colorIndex"
          render={({ field }) => (
            <ColourSwatchPicker label="Colour" value={field.value} onChange={field.onChange} />
          )}
        />
        <FormError message={form.formState.errors.root?.message} />
        <ModalActions
          onCancel={onCancel}
          confirmLabel={submitLabel}
          confirming={form.formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
