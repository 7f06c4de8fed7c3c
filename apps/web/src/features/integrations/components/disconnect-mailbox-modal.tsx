import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { ConfirmDeleteModal } from '@/components/modals/confirm-delete-modal';
import { useDisconnectEmail } from '../api/disconnect-email';

const text = messages.extension;

/**
 * Asks before a mailbox is disconnected, since every extension session in it ends at once. Cancel
 * has the focus, so Enter does not disconnect; Escape cancels. A refusal keeps it open with the
 * server's words.
 */
export function DisconnectMailboxModal({
  email,
  onClose,
  onDisconnected,
}: {
  /** Null: closed. */
  email: string | null;
  onClose: () => void;
  /** After the row has gone: the page moves the focus somewhere that still exists. */
  onDisconnected: () => void;
}) {
  const disconnect = useDisconnectEmail();
  const close = () => {
    disconnect.reset();
    onClose();
  };
  return (
    <ConfirmDeleteModal
      opened={email !== null}
      title={text.disconnectTitle}
      question={email ? text.disconnectConfirm(email) : null}
      confirmLabel={text.disconnect}
      focusCancel
      error={disconnect.error?.message}
      pending={disconnect.isPending}
      onCancel={close}
      onConfirm={() => {
        if (!email) return;
        disconnect.mutate(email, {
          onSuccess: (message) => {
            notifications.show({ color: 'teal', message });
            close();
            onDisconnected();
          },
        });
      }}
    />
  );
}
