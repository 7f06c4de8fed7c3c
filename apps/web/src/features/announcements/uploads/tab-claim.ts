/** Lets go of an upload claimed for this tab. */
export type Release = () => void;

/**
 * Claims an upload for this tab, so that another tab opening the dashboard meanwhile leaves it
 * alone: two tabs resuming one upload would save its announcement twice. A Web Lock holds the
 * claim while this tab lives (a reload or a closed tab lets it go). Null when another tab has it;
 * a browser without Web Locks claims everything.
 */
export function claimInThisTab(id: string): Promise<Release | null> {
  if (!('locks' in navigator)) return Promise.resolve(() => undefined);
  return new Promise((resolve) => {
    void navigator.locks.request(
      `quorum-announcement-upload:${id}`,
      { ifAvailable: true },
      (lock) => {
        if (!lock) return resolve(null);
        return new Promise<void>((release) => resolve(release));
      },
    );
  });
}
