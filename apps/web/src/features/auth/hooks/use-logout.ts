import { useCallback } from 'react';
import { endSession } from '@/lib/session';
import { useUserLogout } from '../api/user-logout';

/**
 * Signs out: tells the server (revoking this device's refresh tokens), then ends the local
 * session, which clears storage and the cache and goes to '/'. The local sign-out happens even if
 * the server cannot be reached: the person asked to leave this device.
 */
export function useLogout() {
  const { mutateAsync, isPending } = useUserLogout();
  const logout = useCallback(async () => {
    await mutateAsync().catch(() => undefined);
    endSession('logout');
  }, [mutateAsync]);
  return { logout, isPending };
}
