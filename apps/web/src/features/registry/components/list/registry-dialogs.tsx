import type { RegistryActions } from '../../hooks/use-registry-actions';
import type { RegistryDialogs as Dialogs } from '../../hooks/use-registry-dialogs';
import { RegistryConfirmModal } from './registry-confirm-modal';
import { RegistryFailureModal } from './registry-failure-modal';
import { RegistryUpgradeModal } from './registry-upgrade-modal';

/** The list's one open dialog: an upgrade prompt, a delete confirmation, or the failure modal. */
export function RegistryDialogs({
  dialogs,
  actions,
  isCompanyCreator,
}: {
  dialogs: Dialogs;
  actions: RegistryActions;
  isCompanyCreator: boolean;
}) {
  const { dialog, opened, close } = dialogs;
  return (
    <>
      <RegistryUpgradeModal
        opened={opened && dialog?.kind === 'upgrade'}
        reason={dialog?.kind === 'upgrade' ? dialog.reason : null}
        isCompanyCreator={isCompanyCreator}
        onClose={close}
      />
      {dialog?.kind === 'confirm' ? (
        <RegistryConfirmModal
          opened={opened}
          action={dialog.action}
          bulk={dialog.bulk}
          actions={actions}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'failure' ? (
        <RegistryFailureModal
          opened={opened}
          action={dialog.action}
          message={dialog.message}
          actions={actions}
          onClose={close}
        />
      ) : null}
    </>
  );
}
