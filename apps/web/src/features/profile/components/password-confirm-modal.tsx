import { Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { ModalActions } from '@/components/modals/modal-actions';

/**
 * A change to how the person signs in, confirmed with their current password: whoever holds an
 * open session must not be able to weaken the account (turn off its second factor, take its
 * passkeys, see new recovery codes).
 */
export function PasswordConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: 'red';
  pending: boolean;
  error?: string;
  onConfirm: (currentPassword: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <PasswordConfirmForm
        confirmLabel={confirmLabel}
        confirmColor={confirmColor}
        pending={pending}
        error={error}
        onConfirm={onConfirm}
        onClose={onClose}
      >
        {children}
      </PasswordConfirmForm>
    </Modal>
  );
}

/** The form inside: the modal unmounts it when closed, so a typed password never outlives it. */
function PasswordConfirmForm({
  children,
  confirmLabel,
  confirmColor,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: 'red' | undefined;
  pending: boolean;
  error?: string | undefined;
  onConfirm: (currentPassword: string) => void;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(password);
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus
        />
        <FormError message={error} />
        <ModalActions
          onCancel={onClose}
          confirmLabel={confirmLabel}
          confirmColor={confirmColor}
          confirming={pending}
          confirmDisabled={password === ''}
        />
      </Stack>
    </form>
  );
}
