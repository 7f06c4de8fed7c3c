import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { isApiError } from '@/lib/graphql';
import { useDeleteQuestionRegistriesPermanently } from '../api/delete-question-registries-permanently';
import { useUpdateQuestionRegistries } from '../api/update-question-registries';
import type { RegistryAction, RegistryDialogs, UpgradeReason } from './use-registry-dialogs';

/**
 * How an action ended: done; refused with a red toast; or handed to another dialog (the upgrade
 * prompt or 'Oops, let's try again!'), which the caller must leave open.
 */
export type RegistryActionOutcome = 'done' | 'refused' | 'dialog';

const isDelete = (action: RegistryAction) =>
  action.kind === 'deletePermanently' || action.status === 'deleted';

/**
 * The upgrade prompt matching a refusal for the plan (the server's PAYMENT_REQUIRED): a delete is
 * refused only for questions the free plan leaves read-only.
 */
function upgradeFor(action: RegistryAction): UpgradeReason {
  if (action.kind === 'deletePermanently' || action.status === 'deleted') return 'readOnly';
  return action.status === 'restored' ? 'restore' : 'star';
}

/** An answer that says nothing useful to a person: no answer at all, or the server stumbling. */
const isUnexpected = (error: unknown) =>
  !isApiError(error) ||
  isApiError(error, 'NETWORK_ERROR') ||
  isApiError(error, 'INTERNAL_SERVER_ERROR');

/**
 * Runs the list's status changes (delete, recover, star, unstar) and permanent deletes, and says
 * how they went: the server's message as a toast; a plan refusal opens its upgrade prompt; a
 * refusal with a reason (gone, no permission) is a red toast with the server's words; anything
 * unexpected opens 'Oops, let's try again!' (spec §8), whose Try again repeats the action.
 */
export function useRegistryActions({
  dialogs,
  onChanged,
}: {
  dialogs: RegistryDialogs;
  /** The ids an action changed, so the selection can let go of them. */
  onChanged: (ids: string[]) => void;
}) {
  const statusChange = useUpdateQuestionRegistries();
  const permanentDelete = useDeleteQuestionRegistriesPermanently();

  const run = async (action: RegistryAction): Promise<RegistryActionOutcome> => {
    try {
      const result =
        action.kind === 'deletePermanently'
          ? await permanentDelete.mutateAsync(action.ids)
          : await statusChange.mutateAsync({
              status: action.status,
              questionRegistryIds: action.ids,
            });
      notifications.show({ message: result.message });
      onChanged(action.ids);
      return 'done';
    } catch (error) {
      if (isApiError(error, 'PAYMENT_REQUIRED')) {
        dialogs.upgrade(upgradeFor(action));
        return 'dialog';
      }
      if (isUnexpected(error)) {
        dialogs.open({
          kind: 'failure',
          action,
          message: isDelete(action)
            ? messages.registry.deleteFailed
            : messages.generic.tryAgainLater,
        });
        return 'dialog';
      }
      notifications.show({ color: 'red', message: (error as Error).message });
      return 'refused';
    }
  };

  return { run, pending: statusChange.isPending || permanentDelete.isPending };
}

export type RegistryActions = ReturnType<typeof useRegistryActions>;
