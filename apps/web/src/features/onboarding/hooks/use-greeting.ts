import { messages } from '@quorum/shared';
import { useLoggedInUser } from '@/lib/account';

/**
 * The home's greeting: a person on their first-time login (they registered, and have not signed
 * in again since the welcome) is welcomed as new; everyone else, back.
 */
export function useGreeting(): string | null {
  const user = useLoggedInUser().data;
  if (!user) return null;
  return user.isFirstTimeLogin
    ? messages.firstRun.greetingNew(user.firstName)
    : messages.firstRun.greetingReturning(user.firstName);
}
