import type { Deps } from '../../../deps';
import * as repo from './repo';
import { dropUpload } from './service';

/** An upload no chunk or call has touched for a day was abandoned (a tab closed for good). */
export const RESUMABLE_IDLE_MS = 24 * 60 * 60 * 1000;
export const RESUMABLE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Ends abandoned chunked uploads and what storage holds of them: open or half-finished ones idle
 * for 24 hours, and discarded ones whose storage could not be cleaned when they were discarded.
 * A finished upload's row goes after a day too (its file has its own row). Answers how many went.
 */
export async function sweepResumableUploads(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - RESUMABLE_IDLE_MS);
  let swept = 0;
  for (;;) {
    const uploads = await repo.sweepableUploads(
      deps.db,
      { idleBefore: before, finishedBefore: before },
      BATCH,
    );
    let failed = false;
    for (const upload of uploads) {
      if (upload.status === 'complete') {
        await repo.deleteUpload(deps.db, upload.id);
        swept += 1;
        continue;
      }
      await dropUpload(deps, upload, [upload.status]);
      // Still there: storage refused again; the next sweep tries again.
      if (await repo.findUpload(deps.db, upload.companyId, upload.id)) failed = true;
      else swept += 1;
    }
    if (uploads.length < BATCH || failed) return swept;
  }
}
