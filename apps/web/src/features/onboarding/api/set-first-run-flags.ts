import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, type LoggedInUser } from '@/lib/account';

type FirstRunFields = Partial<
  Pick<
    LoggedInUser,
    | 'welcomedAt'
    | 'hasViewedIntegrationModal'
    | 'hasClickedIntegrationButton'
    | 'hasViewedQuickResponseInfo'
  >
>;

/**
 * A first-run flag written on the server and, at once, in the signed-in member's cached row
 * (spec §4: "marks hasViewedIntegrationModal true on the server and locally"), so the modal or
 * popover closes without waiting for the next load of the user.
 */
export function useFirstRunFlag<T extends FirstRunFields>(send: () => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (fields) =>
      queryClient.setQueryData<LoggedInUser>(accountKeys.loggedInUser(), (user) =>
        user ? { ...user, ...fields } : user,
      ),
  });
}
