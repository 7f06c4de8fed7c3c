import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionEnded } from '@/lib/session';

/** When the session ends (logout, or the server refusing it), go to '/' and say why. */
export function useSessionEndRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded((reason, message) => {
        void navigate('/', { replace: true });
        if (reason === 'logout') {
          // A confirmation, not a problem: announced politely rather than as an alert.
          notifications.show({ message: messages.auth.loggedOut, role: 'status' });
        } else {
          notifications.show({ color: 'red', message: message ?? messages.auth.sessionExpired });
        }
      }),
    [navigate],
  );
}
