import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/graphql';

/** Only failures that may pass on their own are retried: no answer, or the server stumbling. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error, 'NETWORK_ERROR') || isApiError(error, 'INTERNAL_SERVER_ERROR');
}

/** The one cache of server data in the web app (TanStack Query). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
