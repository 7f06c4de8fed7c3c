import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import type { LoggedInUser } from '@/lib/account';
import { useUpdateReceiveNotification } from '../api/update-receive-notification';
import { ProfileSection } from './profile-section';

const text = messages.notifications;

/**
 * Whether the person is emailed about new questions, assignments and replies. It saves as soon as
 * it is flipped; while saving it shows the choice, and if the server refuses it falls back to the
 * saved setting, since only a success changes the cached user.
 */
export function NotificationPreferencesSection({ user }: { user: LoggedInUser }) {
  const update = useUpdateReceiveNotification();
  const checked = update.isPending ? Boolean(update.variables) : user.receiveNotification;
  return (
    <ProfileSection id="notifications" title={text.preferencesTitle} gap="sm">
      <Switch
        label={text.emailSwitch}
        description={text.emailSwitchHint}
        checked={checked}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate(event.currentTarget.checked, {
            onSuccess: (saved) =>
              notifications.show({
                color: 'teal',
                message: saved.receiveNotification ? text.emailsOn : text.emailsOff,
              }),
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          })
        }
      />
    </ProfileSection>
  );
}
