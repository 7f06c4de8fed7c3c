import type { QueryClient } from '@tanstack/react-query';
import { getSession, subscribeToSession, type Session } from '@/lib/session';

const identityOf = (session: Session | null) =>
  session ? `${session.user._id}:${session.companyId ?? ''}` : null;

/**
 * Cached server data belongs to one person in one company. When that changes (sign-out here or in
 * another tab, a different person, a company switch) the cache goes, synchronously, before any
 * screen can show the previous company's data. A token refresh keeps the identity and the cache.
 */
export function syncCacheWithSession(queryClient: QueryClient) {
  let identity = identityOf(getSession());
  return subscribeToSession(() => {
    const next = identityOf(getSession());
    if (next === identity) return;
    identity = next;
    if (next === null) queryClient.clear();
    else void queryClient.resetQueries();
  });
}
