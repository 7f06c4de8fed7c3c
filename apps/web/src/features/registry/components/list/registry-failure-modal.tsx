import { useState } from 'react';
import { messages } from '@quorum/shared';
import { TryAgainModal } from '@/components/modals/try-again-modal';
import type { RegistryActions } from '../../hooks/use-registry-actions';
import type { RegistryAction } from '../../hooks/use-registry-dialogs';

/**
 * 'Oops, let's try again!' (spec §2, §8) after an unexpected failure: Try again repeats the same
 * change, Cancel leaves things as they are.
 */
export function RegistryFailureModal({
  opened,
  action,
  message,
  actions,
  onClose,
}: {
  opened: boolean;
  action: RegistryAction;
  message: string;
  actions: RegistryActions;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const tryAgain = async () => {
    setBusy(true);
    const outcome = await actions.run(action);
    setBusy(false);
    if (outcome !== 'dialog') onClose();
  };
  return (
    <TryAgainModal
      opened={opened}
      retrying={busy}
      title={messages.registry.tryAgainTitle}
      message={message}
      onTryAgain={() => void tryAgain()}
      onCancel={onClose}
    />
  );
}
