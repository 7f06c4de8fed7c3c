import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  FREE_PLAN,
  messages,
  responseTemplateSchema,
  type ResponseTemplateInput,
  type ResponseTemplateValues,
} from '@quorum/shared';
import { useForm } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import type { ApiError } from '@/lib/graphql';
import type { ResponseTemplate } from '../api/get-response-templates';
import { useAttachmentPicker } from '../hooks/use-attachment-picker';
import { TemplatesUpgradeAction } from './templates-upgrade-prompt';
import { TemplateAttachmentsField } from './template-attachments-field';

/** What the form saves: the parsed title and text, and the stored attachments' keys. */
export interface TemplateFormValues {
  title: string;
  content: string;
  attachments: string[];
}

/**
 * A template's title, text and attachments. Read-only, every field is disabled and the only
 * button is Close; a template the free plan leaves read-only says why, with the way to Premium.
 * `error` is a save's definitive refusal (bad input, gone, plan limit).
 */
export function TemplateForm({
  template,
  readOnly,
  saving,
  error,
  onSave,
  onCancel,
}: {
  template: ResponseTemplate | null;
  readOnly: boolean;
  saving: boolean;
  error: ApiError | null;
  onSave: (values: TemplateFormValues) => void;
  onCancel: () => void;
}) {
  const picker = useAttachmentPicker(template?.attachments ?? []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResponseTemplateInput, unknown, ResponseTemplateValues>({
    resolver: zodResolver(responseTemplateSchema),
    defaultValues: { title: template?.title ?? '', content: template?.content ?? '' },
    disabled: readOnly,
  });

  const submit = handleSubmit(({ title, content }) =>
    onSave({ title, content, attachments: picker.keys }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {readOnly && template?.readOnly ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock aria-hidden />}
            title={messages.templates.readOnlyTitle}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{messages.templates.readOnly(FREE_PLAN.customTemplates)}</Text>
              <TemplatesUpgradeAction />
            </Stack>
          </Alert>
        ) : null}
        <TextInput
          label="Title"
          autoComplete="off"
          data-autofocus
          {...register('title')}
          error={errors.title?.message}
        />
        <Textarea
          label="Template text"
          autosize
          minRows={6}
          maxRows={14}
          {...register('content')}
          error={errors.content?.message}
        />
        <TemplateAttachmentsField picker={picker} disabled={readOnly || saving} />
        <FormError message={error?.message} />
        {error?.code === 'PAYMENT_REQUIRED' ? <TemplatesUpgradeAction /> : null}
        <ModalActions
          onCancel={onCancel}
          cancelLabel={readOnly ? 'Close' : 'Cancel'}
          confirmLabel={readOnly ? undefined : template ? 'Save changes' : 'Create template'}
          confirming={saving}
          confirmDisabled={picker.uploading}
        />
      </Stack>
    </form>
  );
}
