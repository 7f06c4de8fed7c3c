import { useNavigate } from 'react-router';
import type { NotificationItem } from '../api/notification-fields';
import { notificationTarget } from '../api/notification-target';
import { useReadNotification } from '../api/read-notification';

/**
 * Opening a notification: it is marked read (if it was not) and the person goes to what it is
 * about. The navigation does not wait for the mark: a failure there costs only the dot.
 */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const read = useReadNotification();
  return (notification: NotificationItem) => {
    if (!notification.hasRead) read.mutate(notification._id);
    onOpened?.();
    void navigate(notificationTarget(notification));
  };
}
