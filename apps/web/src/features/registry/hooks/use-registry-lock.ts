import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isApiError } from '@/lib/graphql';
import {
  releaseLockAsPageCloses,
  updateQuestionRegistryLockedTime,
} from '../api/update-question-registry-locked-time';
import { registryKeys } from '../api/registry-keys';

/**
 * Where this person stands with a question's drafting lock (spec §4 "Registry lock"):
 * - free: they do not hold it (not asked yet, given up, or released by a save);
 * - taking: asking for it;
 * - heldRef: theirs, refreshed while they are active;
 * - refused: someone else holds it ('Someone is already drafting this question.');
 * - lost: it was theirs but is not any more (it expired and someone took it).
 */
export type RegistryLockStatus = 'free' | 'taking' | 'held' | 'refused' | 'lost';

/**
 * The lock's two requests, and whether this person holds it as the unmount and page-close
 * handlers must know it (a ref: they outlive the render that set it).
 */
function useLockRequests(registryId: string) {
  const queryClient = useQueryClient();
  const heldRef = useRef(false);
  const send = useCallback(
    (type: 'add' | 'release') =>
      updateQuestionRegistryLockedTime(queryClient, { type, registryId }),
    [queryClient, registryId],
  );
  const giveUp = useCallback(() => {
    if (!heldRef.current) return;
    heldRef.current = false;
    // If this fails the lock expires on the server; there is nothing for the person to do.
    send('release').catch(() => undefined);
  }, [send]);
  return { heldRef, send, giveUp };
}

/**
 * The ways out that skip the form's buttons. Closing the tab or leaving the site releases the lock
 * with a keepalive request; a page kept in the back-forward cache comes back with the form still
 * open, so it asks for the lock again. Unmounting (navigating away, closing the modal) gives it up.
 */
function useLetGoOnLeaving({
  registryId,
  status,
  heldRef,
  unmountedRef,
  refresh,
  giveUp,
}: {
  registryId: string;
  status: RegistryLockStatus;
  heldRef: RefObject<boolean>;
  unmountedRef: RefObject<boolean>;
  refresh: () => Promise<boolean>;
  giveUp: () => void;
}) {
  useEffect(() => {
    if (status !== 'held') return;
    const onPageHide = () => {
      if (heldRef.current) releaseLockAsPageCloses(registryId);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refresh();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [status, registryId, refresh, heldRef]);

  useEffect(() => {
    unmountedRef.current = false;
    return () => {
      unmountedRef.current = true;
      giveUp();
    };
  }, [giveUp, unmountedRef]);
}

/**
 * The drafting lock of one question for the person editing it. Holding it is undone on every way
 * out: `release()` (closing, No to the prompt), a save (the server releases it: `markReleased()`),
 * the page closing (a keepalive request) and the component unmounting (navigating away).
 */
export function useRegistryLock(registryId: string) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RegistryLockStatus>('free');
  const [failure, setFailure] = useState<string | null>(null);
  const unmountedRef = useRef(false);
  const { heldRef, send, giveUp } = useLockRequests(registryId);

  /** Asks for the lock; true when it is now this person's. */
  const take = useCallback(async () => {
    setStatus('taking');
    setFailure(null);
    try {
      await send('add');
    } catch (error) {
      if (isApiError(error, 'CONFLICT')) {
        setStatus('refused');
        // Learn who holds it; live updates keep it current from here.
        void queryClient.invalidateQueries({ queryKey: registryKeys.question(registryId) });
      } else {
        setStatus('free');
        setFailure((error as Error).message);
        // Read-only since it was loaded (the plan changed): the question shows it once read again.
        if (isApiError(error, 'PAYMENT_REQUIRED'))
          void queryClient.invalidateQueries({ queryKey: registryKeys.question(registryId) });
      }
      return false;
    }
    heldRef.current = true;
    // The modal closed while the answer was on its way: nobody is editing, so let it go.
    if (unmountedRef.current) {
      giveUp();
      return false;
    }
    setStatus('held');
    return true;
  }, [send, giveUp, heldRef, queryClient, registryId]);

  /** Extends the lock while the person is active; a refusal means it was lost. */
  const refresh = useCallback(async () => {
    try {
      await send('add');
      heldRef.current = true;
      setStatus('held');
      return true;
    } catch (error) {
      // Offline or the server stumbling: keep editing; the next check tries again.
      if (!isApiError(error, 'CONFLICT')) return heldRef.current;
      heldRef.current = false;
      setStatus('lost');
      return false;
    }
  }, [send, heldRef]);

  const release = useCallback(() => {
    giveUp();
    setStatus('free');
  }, [giveUp]);

  /** A save went through: the server released the lock itself. */
  const markReleased = useCallback(() => {
    heldRef.current = false;
    setStatus('free');
  }, [heldRef]);

  /** A save was refused with CONFLICT: someone else has the question now. */
  const markLost = useCallback(() => {
    heldRef.current = false;
    setStatus('lost');
    void queryClient.invalidateQueries({ queryKey: registryKeys.question(registryId) });
  }, [heldRef, queryClient, registryId]);

  useLetGoOnLeaving({ registryId, status, heldRef, unmountedRef, refresh, giveUp });

  return { status, failure, take, refresh, release, markReleased, markLost };
}

export type RegistryLockControls = ReturnType<typeof useRegistryLock>;
