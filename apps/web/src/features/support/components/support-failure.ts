import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { isApiError } from '@/lib/graphql';

/**
 * Spec §7: a refused input shows the server's first validation message as an error toast;
 * anything else 'Something went wrong. Please try again.' (A limit reached says how long to wait.)
 */
export function showSupportFailure(error: Error) {
  const ownWords = isApiError(error, 'BAD_USER_INPUT') || isApiError(error, 'TOO_MANY_REQUESTS');
  notifications.show({
    color: 'red',
    message: ownWords ? error.message : messages.feedback.failed,
  });
}
