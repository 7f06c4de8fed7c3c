import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandLinkedin } from '@tabler/icons-react';
import {
  executiveMemberSchema,
  messages,
  type ExecutiveMemberInput,
  type ExecutiveMemberValues,
} from '@quorum/shared';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '@/components/form/form-error';
import { ModalActions } from '@/components/modals/modal-actions';
import { useAddExecutiveMember } from '../api/add-executive-member';
import { useEditExecutiveMember } from '../api/edit-executive-member';
import type { ExecutiveMember } from '../api/get-executive-members';
import { usePicturePicker } from '../hooks/use-picture-picker';
import { ExecutivePictureField } from './executive-picture-field';

/** What the modal is open for: a new executive, or one to edit. */
export type ExecutiveFormTarget = { kind: 'add' } | { kind: 'edit'; executive: ExecutiveMember };

/** Add or edit an executive: picture, name, role and LinkedIn link. */
export function ExecutiveFormModal({
  opened,
  target,
  opening,
  onClose,
}: {
  opened: boolean;
  target: ExecutiveFormTarget | null;
  /** Changes on every opening, so each one starts from the executive it edits. */
  opening: number;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={target?.kind === 'edit' ? 'Edit executive' : 'Add executive'}
      centered
    >
      {target ? <ExecutiveForm key={opening} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}

function ExecutiveForm({ target, onDone }: { target: ExecutiveFormTarget; onDone: () => void }) {
  const editing = target.kind === 'edit' ? target.executive : null;
  const add = useAddExecutiveMember();
  const edit = useEditExecutiveMember();
  const saving = editing ? edit : add;
  const picker = usePicturePicker({
    key: editing?.digitalPicture ?? null,
    url: editing?.digitalPictureUrl ?? null,
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ExecutiveMemberInput, unknown, ExecutiveMemberValues>({
    resolver: zodResolver(executiveMemberSchema),
    defaultValues: {
      name: editing?.name ?? '',
      role: editing?.role ?? '',
      linkedIn: editing?.linkedIn ?? '',
    },
  });

  const typedName = useWatch({ control, name: 'name' });

  const submit = handleSubmit((values) => {
    const input = { ...values, digitalPicture: picker.key };
    const done = (message: string) => () => {
      notifications.show({ message });
      onDone();
    };
    if (editing)
      edit.mutate(
        { executiveMemberId: editing._id, executiveMemberInput: input },
        { onSuccess: done(messages.executives.updated) },
      );
    else add.mutate(input, { onSuccess: done(messages.executives.added) });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ExecutivePictureField picker={picker} name={typedName} disabled={saving.isPending} />
        <TextInput
          label="Name"
          autoComplete="off"
          data-autofocus
          {...register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label="Role"
          autoComplete="off"
          {...register('role')}
          error={errors.role?.message}
        />
        <TextInput
          label="LinkedIn URL (optional)"
          type="url"
          placeholder="https://www.linkedin.com/in/…"
          leftSection={<IconBrandLinkedin size={18} aria-hidden />}
          {...register('linkedIn')}
          error={errors.linkedIn?.message}
        />
        <FormError message={saving.error?.message} />
        <ModalActions
          onCancel={onDone}
          confirmLabel={editing ? 'Save changes' : 'Add executive'}
          confirming={saving.isPending}
          confirmDisabled={picker.uploading}
        />
      </Stack>
    </form>
  );
}
