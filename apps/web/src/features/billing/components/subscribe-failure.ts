import { messages } from '@quorum/shared';
import { isApiError } from '@/lib/graphql';

/**
 * What a refused subscribe shows (spec §7): the server's message, else 'Sorry something error
 * occurred.' A server that stumbled has no message of its own worth showing.
 */
export function subscribeFailure(error: unknown): string {
  if (!isApiError(error) || error.code === 'INTERNAL_SERVER_ERROR')
    return messages.plan.subscribeFallback;
  return error.message;
}
