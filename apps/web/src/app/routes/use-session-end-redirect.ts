import { notifications } from '@mantine/notifications';
import { messages } from '@quorum/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionEnded } from '@/lib/session';
import { EXTENSION_PAGES } from '@/features/auth';

/**
 * When the session ends (logout, or the server refusing it), go to '/' and say why; inside the
 * email extension's panel, back to its own sign-in with the panel's request.
 */
export function useSessionEndRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded((reason, message) => {
        const { pathname, search } = window.location;
        const home = EXTENSION_PAGES.test(pathname) ? `/sign-in-extension${search}` : '/';
        void navigate(home, { replace: true });
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
