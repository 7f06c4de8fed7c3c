import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { PASSKEY_NAME_MAX_LENGTH, messages } from '@quorum/shared';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/form/form-error';
import { PasswordField } from '@/components/form/password-field';
import { ModalActions } from '@/components/modals/modal-actions';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import type { Passkey } from '../api/second-factor';
import { PasswordConfirmModal } from './password-confirm-modal';

/** Naming a passkey, new ("Add a passkey") or one the person has. */
function PasskeyNameModal({
  opened,
  title,
  initialName,
  confirmLabel,
  pending,
  error,
  askPassword = false,
  onSave,
  onClose,
}: {
  opened: boolean;
  title: string;
  initialName: string;
  confirmLabel: string;
  pending: boolean;
  error?: string;
  /** Adding a passkey asks for the password too: a stolen session must not plant its own key. */
  askPassword?: boolean;
  onSave: (name: string, currentPassword: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [currentPassword, setCurrentPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name, currentPassword);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="Passkey name"
            description="So you can tell your passkeys apart, e.g. “Work laptop”."
            maxLength={PASSKEY_NAME_MAX_LENGTH}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          {askPassword ? (
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.currentTarget.value)}
            />
          ) : null}
          <FormError message={error} />
          <ModalActions
            onCancel={onClose}
            confirmLabel={confirmLabel}
            confirming={pending}
            confirmDisabled={name.trim() === '' || (askPassword && currentPassword === '')}
          />
        </Stack>
      </form>
    </Modal>
  );
}

const usedWhen = (passkey: Passkey) =>
  passkey.lastUsedAt ? `last used ${formatRelativeTime(passkey.lastUsedAt)}` : 'not used yet';

/** The person's passkeys: each named, when added and last used; add, rename, remove. */
export function PasskeysList({ passkeys }: { passkeys: Passkey[] }) {
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const closeAdd = () => {
    add.reset();
    setAdding(false);
  };
  const closeRename = () => {
    rename.reset();
    setRenaming(null);
  };
  const closeRemove = () => {
    remove.reset();
    setRemoving(null);
  };

  return (
    <Stack gap="xs">
      {passkeys.length > 0 ? (
        <Stack
          gap={0}
          component="ul"
          aria-label="Passkeys"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {passkeys.map((passkey) => (
            <Group key={passkey.id} component="li" justify="space-between" gap="sm" py={6}>
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconKey size={20} aria-hidden style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {passkey.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Added {formatRelativeTime(passkey.createdAt)} · {usedWhen(passkey)}
                  </Text>
                </div>
              </Group>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => setRenaming(passkey)}
                  aria-label={`Rename ${passkey.name}`}
                >
                  Rename
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  color="red"
                  onClick={() => setRemoving(passkey)}
                  aria-label={`Remove ${passkey.name}`}
                >
                  Remove
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No passkeys yet.
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          Add a passkey
        </Button>
      </Group>
      {adding ? (
        <PasskeyNameModal
          opened
          title="Add a passkey"
          initialName=""
          confirmLabel="Continue"
          pending={add.isPending}
          error={add.error?.message}
          askPassword
          onSave={(name, currentPassword) =>
            add.mutate(
              { name, currentPassword },
              {
                onSuccess: () => {
                  notifications.show({
                    message: messages.secondFactor.passkeyAdded,
                    role: 'status',
                  });
                  closeAdd();
                },
              },
            )
          }
          onClose={closeAdd}
        />
      ) : null}
      {renaming ? (
        <PasskeyNameModal
          opened
          title="Rename passkey"
          initialName={renaming.name}
          confirmLabel="Save"
          pending={rename.isPending}
          error={rename.error?.message}
          onSave={(name) => rename.mutate({ id: renaming.id, name }, { onSuccess: closeRename })}
          onClose={closeRename}
        />
      ) : null}
      <PasswordConfirmModal
        opened={removing !== null}
        title="Remove this passkey?"
        confirmLabel="Remove passkey"
        confirmColor="red"
        pending={remove.isPending}
        error={remove.error?.message}
        onClose={closeRemove}
        onConfirm={(currentPassword) =>
          removing &&
          remove.mutate(
            { id: removing.id, currentPassword },
            {
              onSuccess: ({ message }) => {
                notifications.show({ message, role: 'status' });
                closeRemove();
              },
            },
          )
        }
      >
        “{removing?.name}” will no longer sign you in.
      </PasswordConfirmModal>
    </Stack>
  );
}
