import { useSyncExternalStore } from 'react';

let aside = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => aside;

/**
 * Whether the app's toasts step aside: spec, they move left while media uploads are running, out
 * of the publishing box's way. The announcements feature sets it while its box shows; the app's
 * <Notifications> reads it. Kept here, not in the feature, so the first page loads no upload code.
 */
export function setToastsAside(value: boolean) {
  if (aside === value) return;
  aside = value;
  for (const listener of listeners) listener();
}

export const useToastsAside = () => useSyncExternalStore(subscribe, snapshot, snapshot);
