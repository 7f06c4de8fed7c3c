import type { UploadQueue } from './upload-queue';

/**
 * Spec §4: the browser warns before leaving while uploads are not cancelled. Held for the tab's
 * life rather than by the box, so it holds on every page. Answers how to stop it.
 */
export function warnBeforeLeaving(queue: Pick<UploadQueue, 'hasUnfinished'>) {
  const warn = (event: BeforeUnloadEvent) => {
    if (!queue.hasUnfinished()) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = true;
  };
  window.addEventListener('beforeunload', warn);
  return () => window.removeEventListener('beforeunload', warn);
}
