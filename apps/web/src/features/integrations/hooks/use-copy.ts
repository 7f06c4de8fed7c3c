import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';

/**
 * Copies text to the clipboard and says so in a toast. A refusal (no permission, an insecure
 * page) is said too, so the person knows to copy it by hand.
 */
export function useCopy() {
  return async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notifications.show({ message: messages.webform.copied });
    } catch {
      notifications.show({ color: 'red', message: messages.webform.copyFailed });
    }
  };
}
