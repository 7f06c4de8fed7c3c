import { UPLOAD, messages } from '@quorum/shared';
import { itemOf, newEntry, type Entry } from './upload-entry';
import { needsFile, runUpload, type UploadServices } from './run-upload';
import type { Release } from './tab-claim';
import type { UploadJournal } from './upload-journal';
import { factsOf, isSameFile, type UploadRecord } from './upload-record';
import type { AnnouncementUploadItem, EnqueueAnnouncementUpload, SavedAnnouncement } from './types';

export interface Owner {
  userId: string;
  companyId: string;
}

export interface QueueDeps extends UploadServices {
  journal: UploadJournal;
  /** The signed-in member and company, whose uploads these are. */
  owner: () => Owner | null;
  /** Claims an upload for this tab; null when another tab runs it. Without it, all are claimed. */
  claim?: (id: string) => Promise<Release | null>;
  now?: () => number;
  newId?: () => string;
}

const TIME_LEFT_TICK_MS = 1_000;

/** Why a run stopped on purpose: not a failure to show. */
const PAUSED = Symbol('paused');
const CANCELLED = Symbol('cancelled');
const DETACHED = Symbol('detached');

export type UploadQueue = ReturnType<typeof createUploadQueue>;

/**
 * The announcement uploads of this browser tab: each entry stores its file, then saves its
 * announcement (`runUpload`), several at once. Entries and their files are kept in the journal
 * so a reload resumes them (`restore`); the publishing box shows `items()` and drives the rest.
 */
export function createUploadQueue(deps: QueueDeps) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const claim = deps.claim ?? (() => Promise.resolve(() => undefined));
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  const savedListeners = new Set<(saved: SavedAnnouncement) => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let items: readonly AnnouncementUploadItem[] = [];

  let ticker: ReturnType<typeof setInterval> | null = null;

  const publish = () => {
    items = [...entries.values()].map((entry) => itemOf(entry, now()));
    for (const listener of listeners) listener();
    keepTicking();
  };

  /** While bytes are on their way, the time left is told again every second (a stall grows it). */
  const keepTicking = () => {
    const sending = [...entries.values()].some((e) => e.phase === 'loading' && !e.finishing);
    if (sending && !ticker) ticker = setInterval(publish, TIME_LEFT_TICK_MS);
    if (!sending && ticker) {
      clearInterval(ticker);
      ticker = null;
    }
  };

  const remember = (entry: Entry, change: Partial<UploadRecord>) => {
    entry.record = { ...entry.record, ...change };
    void deps.journal.put(entry.record);
  };

  /** Spec §8: cancelled entries vanish within 5 s (the list's sync); finished ones likewise (ours). */
  const removeLater = (id: string) => {
    clearTimeout(removalTimers.get(id));
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        entries.delete(id);
        publish();
      }, UPLOAD.listSyncMs),
    );
  };

  const stopRun = (entry: Entry, why: symbol) => {
    entry.controller?.abort(why);
    entry.controller = null;
  };

  /** The entry leaves this tab's care: another tab may take it up (if it is still kept). */
  const letGo = (entry: Entry) => {
    entry.letGo = true;
    entry.release?.();
    entry.release = null;
  };

  const start = (entry: Entry) => {
    stopRun(entry, PAUSED);
    if (!entry.file && needsFile(entry.record)) {
      entry.phase = 'needs-file';
      publish();
      return;
    }
    const controller = new AbortController();
    entry.controller = controller;
    entry.phase = 'loading';
    entry.finishing = false;
    entry.errorMessage = null;
    entry.meter.reset();
    publish();
    runUpload(
      entry.record,
      entry.file,
      deps,
      {
        stored: (bytes) => {
          if (controller.signal.aborted) return;
          entry.storedBytes = bytes;
          entry.meter.record(now(), bytes);
          publish();
        },
        finishing: () => {
          if (controller.signal.aborted) return;
          entry.finishing = true;
          publish();
        },
        remember: (change) => {
          const stopped = controller.signal.reason as unknown;
          // A pause keeps what the step answered; after a cancel, an upload created meanwhile
          // is dropped on the server rather than kept.
          if (stopped === CANCELLED || stopped === DETACHED) {
            if (stopped === CANCELLED && change.uploadId)
              void deps.api.discardUpload(change.uploadId).catch(() => undefined);
            return;
          }
          remember(entry, change);
        },
      },
      controller.signal,
    ).then(
      (saved) => {
        if (controller.signal.aborted) return;
        entry.controller = null;
        entry.phase = 'completed';
        void deps.journal.remove(entry.record.id);
        letGo(entry);
        publish();
        removeLater(entry.record.id);
        entry.onSaved?.(saved);
        for (const listener of savedListeners) listener(saved);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        entry.controller = null;
        entry.phase = 'error';
        entry.errorMessage =
          error instanceof Error && error.message ? error.message : messages.generic.tryAgain;
        publish();
      },
    );
  };

  const entryOf = (id: string) => entries.get(id);

  /** Forgets the entry here, in the journal and on the server (its chunks are dropped). */
  const forget = (entry: Entry) => {
    void deps.journal.remove(entry.record.id);
    const { uploadId, media } = entry.record;
    if (uploadId && !media) void deps.api.discardUpload(uploadId).catch(() => undefined);
  };

  const queue = {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    items: () => items,
    /** An entry the person has not cancelled and that is not done: leaving would lose it. */
    hasUnfinished: () =>
      [...entries.values()].some((e) => e.phase !== 'cancelled' && e.phase !== 'completed'),
    onSaved(listener: (saved: SavedAnnouncement) => void) {
      savedListeners.add(listener);
      return () => void savedListeners.delete(listener);
    },

    enqueue({ file, announcementInput, type, onSaved }: EnqueueAnnouncementUpload): string {
      const owner = deps.owner();
      if (!owner) throw new Error(messages.auth.signInRequired);
      const record: UploadRecord = {
        id: newId(),
        ...owner,
        createdAt: now(),
        type,
        input: announcementInput,
        file: factsOf(file),
        uploadId: null,
        media: null,
        thumbnailKey: null,
        thumbnailTried: false,
        saved: null,
      };
      const entry = newEntry(record, file, onSaved, null);
      entries.set(record.id, entry);
      // A new id: no other tab can hold it, so the upload need not wait for the claim.
      void claim(record.id).then((release) => {
        if (entry.letGo) release?.();
        else entry.release = release;
      });
      void deps.journal.put(record);
      void deps.journal.putFile(record.id, file);
      start(entry);
      return record.id;
    },

    /** Spec: 'Cancel publishing announcement?' — the upload waits while the person decides. */
    askToCancel(id: string) {
      const entry = entryOf(id);
      if (entry?.phase !== 'loading') return;
      stopRun(entry, PAUSED);
      entry.phase = 'paused';
      publish();
    },

    /** Resume upload (after the question), or Retry upload (after a failure). */
    resume(id: string) {
      const entry = entryOf(id);
      if (entry && (entry.phase === 'paused' || entry.phase === 'error')) start(entry);
    },

    /**
     * Spec §8: cancelling aborts the request, sets the progress to 0 and the time left to
     * '0 seconds', clears the error; the chunks are discarded; the entry goes within 5 s.
     */
    cancel(id: string) {
      const entry = entryOf(id);
      if (!entry || entry.phase === 'cancelled' || entry.phase === 'completed') return;
      stopRun(entry, CANCELLED);
      entry.phase = 'cancelled';
      entry.storedBytes = 0;
      entry.errorMessage = null;
      forget(entry);
      letGo(entry);
      publish();
      removeLater(id);
    },

    /** Discard: the failed entry goes at once. */
    discard(id: string) {
      const entry = entryOf(id);
      if (!entry) return;
      stopRun(entry, CANCELLED);
      forget(entry);
      letGo(entry);
      entries.delete(id);
      publish();
    },

    /** After a reload without the file: the same file (name, size, date) lets the upload go on. */
    chooseFileAgain(id: string, file: File): string | null {
      const entry = entryOf(id);
      if (!entry) return null;
      if (!isSameFile(entry.record.file, file))
        return messages.uploads.notTheSameFile(entry.record.file.name);
      entry.file = file;
      void deps.journal.putFile(id, file);
      start(entry);
      return null;
    },

    /**
     * Brings back the signed-in member's uploads kept from an earlier page load and goes on with
     * them; another member's (a different sign-in in this tab) are set aside, kept for them.
     */
    async restore() {
      const owner = deps.owner();
      for (const [id, entry] of entries) {
        if (
          owner &&
          entry.record.userId === owner.userId &&
          entry.record.companyId === owner.companyId
        )
          continue;
        stopRun(entry, DETACHED);
        letGo(entry);
        entries.delete(id);
      }
      publish();
      if (!owner) return;
      const records = await deps.journal.list();
      const mine = records
        .filter(
          (r) => r.userId === owner.userId && r.companyId === owner.companyId && !entries.has(r.id),
        )
        .sort((a, b) => a.createdAt - b.createdAt);
      for (const record of mine) {
        // Another tab running it keeps it; this one shows nothing of it.
        const release = await claim(record.id);
        if (!release) continue;
        const kept = await deps.journal.getFile(record.id);
        if (entries.has(record.id)) {
          release();
          continue;
        }
        const file = kept && isSameFile(record.file, kept) ? kept : null;
        const entry = newEntry(record, file, undefined, release);
        entries.set(record.id, entry);
        start(entry);
      }
    },

    /** Signing out forgets this member's uploads here (the server sweeps what they left). */
    forgetAll() {
      for (const entry of entries.values()) {
        stopRun(entry, DETACHED);
        letGo(entry);
        void deps.journal.remove(entry.record.id);
      }
      entries.clear();
      publish();
    },
  };
  return queue;
}
