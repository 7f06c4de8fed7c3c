import type { QueryClient } from '@tanstack/react-query';
import { accountKeys, type LoggedInUser } from '@/lib/account';
import { updateStoredUser } from '@/lib/session';

/**
 * Puts what a profile mutation answered into the cached logged-in user, so the page and the
 * header's avatar and name change at once, without another round trip; the session's stored user
 * data follows too.
 */
export function updateLoggedInUser(queryClient: QueryClient, changes: Partial<LoggedInUser>) {
  queryClient.setQueryData<LoggedInUser>(accountKeys.loggedInUser(), (user) =>
    user ? { ...user, ...changes } : user,
  );
  updateStoredUser({
    email: changes.email ?? undefined,
    firstName: changes.firstName ?? undefined,
    lastName: changes.lastName ?? undefined,
  });
}
