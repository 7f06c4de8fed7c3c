import { messages } from '@quorum/shared';
import { TryAgainModal } from '@/components/modals/try-again-modal';

/**
 * The template failure modal: the save failed for a reason other than the form (the server or the
 * connection), so the same save can simply be retried. Cancel goes back to the form with
 * everything still in it.
 */
export function SaveFailedModal({
  stackId,
  opened,
  retrying,
  reason,
  onTryAgain,
  onCancel,
}: {
  stackId: string;
  opened: boolean;
  retrying: boolean;
  /** The failure's own words, when it has any. */
  reason: string | null;
  onTryAgain: () => void;
  onCancel: () => void;
}) {
  return (
    <TryAgainModal
      stackId={stackId}
      size="sm"
      opened={opened}
      retrying={retrying}
      title={messages.templates.tryAgainTitle}
      message={messages.templates.saveFailed}
      detail={reason}
      onTryAgain={onTryAgain}
      onCancel={onCancel}
    />
  );
}
