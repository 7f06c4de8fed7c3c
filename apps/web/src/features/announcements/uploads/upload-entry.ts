import { formatRemainingTime, RateMeter, remainingTime } from './transfer/remaining-time';
import type { Release } from './tab-claim';
import type { UploadRecord } from './upload-record';
import type { AnnouncementUploadItem, SavedAnnouncement } from './types';

export type Phase = 'loading' | 'paused' | 'error' | 'cancelled' | 'completed' | 'needs-file';

/** One upload as this tab holds it: its record, the file, and how it is going now. */
export interface Entry {
  record: UploadRecord;
  file: File | null;
  phase: Phase;
  /** The bytes are all in; the server checks them, then the announcement is saved. */
  finishing: boolean;
  storedBytes: number;
  meter: RateMeter;
  errorMessage: string | null;
  controller: AbortController | null;
  onSaved: ((saved: SavedAnnouncement) => void) | undefined;
  /** This tab's claim on the upload (see `claimInThisTab`), while it has one. */
  release: Release | null;
  /** Left this tab's care (done, cancelled, discarded, set aside): a late claim is let go. */
  letGo: boolean;
}

export const newEntry = (
  record: UploadRecord,
  file: File | null,
  onSaved: Entry['onSaved'],
  release: Release | null,
): Entry => ({
  record,
  file,
  phase: 'loading',
  finishing: false,
  storedBytes: 0,
  meter: new RateMeter(),
  errorMessage: null,
  controller: null,
  onSaved,
  release,
  letGo: false,
});

/** The entry as the spec's upload entry, with the time left as of `now`. */
export function itemOf(entry: Entry, now: number): AnnouncementUploadItem {
  const { record, phase } = entry;
  const size = record.file.size;
  const cancelled = phase === 'cancelled';
  const completed = phase === 'completed';
  const sending = phase === 'loading' && !entry.finishing;
  let loader = Math.floor((entry.storedBytes / Math.max(size, 1)) * 100);
  if (cancelled) loader = 0;
  if (completed) loader = 100;
  let timeLeft: string | null = null;
  if (cancelled || completed) timeLeft = formatRemainingTime(0);
  else if (sending) timeLeft = remainingTime(size - entry.storedBytes, entry.meter, now);
  return {
    id: record.id,
    name: record.file.name,
    title: record.input.title,
    size,
    loader,
    remainingTime: timeLeft,
    isLoading: phase === 'loading' || phase === 'paused',
    isError: phase === 'error',
    isCancelled: cancelled,
    isCompleted: completed,
    type: record.type,
    errorMessage: phase === 'error' ? entry.errorMessage : null,
    isPaused: phase === 'paused',
    isFinishing: phase === 'loading' && entry.finishing,
    needsFile: phase === 'needs-file',
  };
}
