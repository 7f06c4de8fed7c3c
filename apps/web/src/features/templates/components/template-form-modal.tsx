import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { useState } from 'react';
import { isApiError, type ApiError, type ApiErrorCode } from '@/lib/graphql';
import { useCreateResponseTemplate } from '../api/create-response-template';
import type { ResponseTemplate } from '../api/get-response-templates';
import { useUpdateResponseTemplate } from '../api/update-response-template';
import { SaveFailedModal } from './save-failed-modal';
import { TemplateForm, type TemplateFormValues } from './template-form';

const text = messages.templates;

/** What the modal is open for: a new template, one to edit, or one to read. */
export type TemplateFormTarget =
  | { kind: 'create' }
  | { kind: 'edit'; template: ResponseTemplate }
  | { kind: 'view'; template: ResponseTemplate };

const TITLES: Record<TemplateFormTarget['kind'], string> = {
  create: 'New response template',
  edit: 'Edit response template',
  view: 'Response template',
};

/**
 * Refusals the form answers itself: the input, a template gone meanwhile, a permission or the
 * plan's limit. Trying the same save again would only be refused again.
 */
const ANSWERED_IN_FORM: readonly ApiErrorCode[] = [
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'PAYMENT_REQUIRED',
  'UNAUTHENTICATED',
];

const answeredInForm = (error: Error | null): error is ApiError =>
  isApiError(error) && ANSWERED_IN_FORM.includes(error.code);

/**
 * Create, edit or read a template. A save that fails for any other reason (the server, the
 * connection) opens "Oops, let's try again!" over the form, which keeps what was typed.
 */
export function TemplateFormModal({
  opened,
  target,
  opening,
  onClose,
}: {
  opened: boolean;
  target: TemplateFormTarget | null;
  /** Changes on every opening, so each one starts from the template it shows. */
  opening: number;
  onClose: () => void;
}) {
  const create = useCreateResponseTemplate();
  const update = useUpdateResponseTemplate();
  const [failed, setFailed] = useState<{ values: TemplateFormValues; reason: string } | null>(null);
  const template = target && target.kind !== 'create' ? target.template : null;
  const saving = create.isPending || update.isPending;
  const lastError = template ? update.error : create.error;

  const close = () => {
    create.reset();
    update.reset();
    setFailed(null);
    onClose();
  };

  const save = (values: TemplateFormValues) => {
    const handlers = {
      onSuccess: () => {
        notifications.show({ message: template ? text.updated : text.created });
        close();
      },
      onError: (error: Error) =>
        setFailed(answeredInForm(error) ? null : { values, reason: error.message }),
    };
    if (template)
      update.mutate({ responseTemplateId: template._id, responseTemplateInput: values }, handlers);
    else create.mutate(values, handlers);
  };

  return (
    <Modal.Stack>
      <Modal
        stackId="template-form"
        opened={opened}
        onClose={close}
        title={target ? TITLES[target.kind] : null}
        centered
        size="lg"
      >
        {target ? (
          <TemplateForm
            key={opening}
            template={template}
            readOnly={target.kind === 'view'}
            saving={saving}
            error={answeredInForm(lastError) ? lastError : null}
            onSave={save}
            onCancel={close}
          />
        ) : null}
      </Modal>
      <SaveFailedModal
        stackId="template-save-failed"
        opened={failed !== null}
        retrying={saving}
        reason={failed?.reason ?? null}
        onTryAgain={() => failed && save(failed.values)}
        onCancel={() => setFailed(null)}
      />
    </Modal.Stack>
  );
}
