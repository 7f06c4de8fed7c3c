import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COMPANY_LINKS,
  companyLinkFormSchema,
  companyLinkTypeOf,
  messages,
  type CompanyLinkFormValues,
} from '@quorum/shared';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { useAddCompanyLink } from '../../api/add-company-links';
import type { CompanyLink } from '../../api/get-company-links';
import { useUpdateCompanyLink } from '../../api/update-company-link';
import { CompanyLinkTypeIcon } from './company-link-type-icon';

const text = messages.companyLinks;
const TITLE_MAX = COMPANY_LINKS.titleMaxLength;

/** What the modal is open for: a new link, or one to edit. */
export type LinkFormTarget = { kind: 'add' } | { kind: 'edit'; link: CompanyLink };

/** Add or edit a link: title with its x/35 counter, and the address with its site's mark. */
export function CompanyLinkFormModal({
  target,
  onClose,
}: {
  target: LinkFormTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'edit' ? 'Edit link' : 'Add link'}
      centered
    >
      {/* Mounted per opening, so each one starts from the link it edits. */}
      {target ? <LinkForm target={target} onDone={onClose} /> : null}
    </Modal>
  );
}

function LinkForm({ target, onDone }: { target: LinkFormTarget; onDone: () => void }) {
  const add = useAddCompanyLink();
  const update = useUpdateCompanyLink();
  const saving = target.kind === 'add' ? add : update;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CompanyLinkFormValues>({
    resolver: zodResolver(companyLinkFormSchema),
    defaultValues:
      target.kind === 'edit'
        ? { title: target.link.title, url: target.link.url }
        : { title: '', url: '' },
  });
  const titleLength = useWatch({ control, name: 'title' }).length;
  const url = useWatch({ control, name: 'url' });

  const submit = handleSubmit(({ title, url }) => {
    const link = { title, url, type: companyLinkTypeOf(url) };
    const done = (message: string) => () => {
      notifications.show({ message });
      onDone();
    };
    if (target.kind === 'add') add.mutate(link, { onSuccess: done(text.added) });
    else update.mutate({ ...link, linkId: target.link._id }, { onSuccess: done(text.updated) });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Title"
          placeholder="Investor centre"
          data-autofocus
          {...register('title')}
          error={errors.title?.message}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <Text component="span" size="xs" c={titleLength > TITLE_MAX ? 'red' : 'dimmed'}>
              {titleLength}/{TITLE_MAX}
              <VisuallyHidden> characters</VisuallyHidden>
            </Text>
          }
          styles={{ description: { textAlign: 'right' } }}
        />
        <TextInput
          label="Link"
          type="url"
          autoComplete="url"
          placeholder="https://"
          leftSection={<CompanyLinkTypeIcon type={companyLinkTypeOf(url)} size={18} />}
          {...register('url')}
          error={errors.url?.message}
        />
        <FormError message={saving.error?.message} />
        <ModalActions
          onCancel={onDone}
          confirmLabel={target.kind === 'add' ? 'Add link' : 'Save changes'}
          confirming={saving.isPending}
        />
      </Stack>
    </form>
  );
}
