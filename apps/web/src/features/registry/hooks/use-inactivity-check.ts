import { useEffect, useEffectEvent } from 'react';
import { TIMING } from '@quorum/shared';

/**
 * Test hook: end-to-end tests cannot wait 90 s for the inactivity prompt, so a shorter interval
 * may be stored under this key (values under a second are ignored). It is harmless in production:
 * it only makes the person's own browser ask them sooner; the lock's length is the server's.
 */
export const INACTIVITY_CHECK_OVERRIDE_KEY = 'quorum:inactivity-check-ms';
const SHORTEST_OVERRIDE_MS = 1_000;

/** How often the editor checks for activity: spec §9's 90000 ms, unless the test hook says less. */
export function inactivityCheckMs(): number {
  const override = Number(localStorage.getItem(INACTIVITY_CHECK_OVERRIDE_KEY));
  return Number.isFinite(override) && override >= SHORTEST_OVERRIDE_MS
    ? override
    : TIMING.inactivityCheckMs;
}

/** What counts as someone at work: typing, pointing, scrolling, moving focus. */
const ACTIVITY_EVENTS = [
  'keydown',
  'input',
  'pointerdown',
  'pointermove',
  'wheel',
  'touchstart',
  'focusin',
] as const;

/**
 * While `enabled`, checks every `inactivityCheckMs()` whether the person did anything since the
 * last check, and calls `onActive` or `onInactive`. Checking stops while disabled (the prompt is
 * open) and starts afresh, from a quiet slate, when enabled again.
 */
export function useInactivityCheck({
  enabled,
  onActive,
  onInactive,
}: {
  enabled: boolean;
  onActive: () => void;
  onInactive: () => void;
}) {
  const reportActive = useEffectEvent(onActive);
  const reportInactive = useEffectEvent(onInactive);

  useEffect(() => {
    if (!enabled) return;
    let active = false;
    const markActive = () => {
      active = true;
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, markActive, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      if (active) {
        active = false;
        reportActive();
      } else reportInactive();
    }, inactivityCheckMs());
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS)
        window.removeEventListener(type, markActive, { capture: true });
    };
  }, [enabled]);
}
