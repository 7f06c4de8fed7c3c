import type { QueryClient } from '@tanstack/react-query';
import { accountKeys, type LoggedInUser } from '@/lib/account';

/**
 * Puts what a profile mutation answered into the cached logged-in user, so the page and the
 * header's avatar and name change at once, without another round trip.
 */
export function updateLoggedInUser(queryClient: QueryClient, changes: Partial<LoggedInUser>) {
  queryClient.setQueryData<LoggedInUser>(accountKeys.loggedInUser(), (user) =>
    user ? { ...user, ...changes } : user,
  );
}
