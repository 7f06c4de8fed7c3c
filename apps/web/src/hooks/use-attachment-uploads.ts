import { useCallback, useRef, useState } from 'react';
import { MAX_ATTACHMENTS_PER_ITEM } from '@quorum/shared';

/** A file already stored: what is needed to show it, open it or copy it elsewhere. */
export interface StoredAttachment {
  key: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  url: string | null;
}

/** One file of a form: stored (a key), or still on its way. */
export interface AttachmentEntry extends Omit<StoredAttachment, 'key'> {
  /** Stable across the upload, for React's list keys. */
  id: string;
  /** Set once stored: what the form is saved with. */
  key: string | null;
}

/** A file that was not attached, and why, in the server's or the rule's words. */
export interface AttachmentRefusal {
  name: string;
  message: string;
}

/** A file to attach: its name, kind and size now, its bytes when the upload starts. */
export interface NewAttachment {
  name: string;
  contentType: string;
  sizeBytes: number;
  content: () => Promise<Blob>;
}

/** A file chosen on this device, as a `NewAttachment`. */
export const chosenFile = (file: File): NewAttachment => ({
  name: file.name,
  contentType: file.type,
  sizeBytes: file.size,
  content: () => Promise.resolve(file),
});

const asEntry = (file: StoredAttachment): AttachmentEntry => ({ ...file, id: file.key });

/**
 * A form's attachments (at most `MAX_ATTACHMENTS_PER_ITEM`). Each added file is uploaded at once,
 * one call each, so the server's verdict (size, real type) shows beside the file rather than on
 * save; a file that fails is taken off with the reason. Files beyond the room left are not added.
 */
export function useAttachmentUploads(
  store: (content: Blob, name: string) => Promise<{ key: string; url?: string | null }>,
  initial: readonly StoredAttachment[] = [],
) {
  const [entries, setEntries] = useState<AttachmentEntry[]>(() => initial.map(asEntry));
  const [refusals, setRefusals] = useState<AttachmentRefusal[]>([]);
  const nextId = useRef(0);

  const upload = (entry: AttachmentEntry, content: () => Promise<Blob>) => {
    content()
      .then((blob) => store(blob, entry.name))
      .then(
        ({ key, url = entry.url }) =>
          setEntries((all) => all.map((e) => (e.id === entry.id ? { ...e, key, url } : e))),
        (failure: Error) => {
          setEntries((all) => all.filter((e) => e.id !== entry.id));
          setRefusals((all) => [...all, { name: entry.name, message: failure.message }]);
        },
      );
  };

  /**
   * Adds as many of `files` as there is room for and starts their uploads; the refusals shown are
   * `earlier` ones, then, with `tooMany`, one for each file left out. Answers how many were left.
   */
  const add = (
    files: readonly NewAttachment[],
    { earlier = [], tooMany }: { earlier?: readonly AttachmentRefusal[]; tooMany?: string } = {},
  ) => {
    const room = Math.max(MAX_ATTACHMENTS_PER_ITEM - entries.length, 0);
    const taken = files.slice(0, room);
    const left = files.slice(room);
    const added = taken.map(({ name, contentType, sizeBytes }): AttachmentEntry => ({
      id: `new-${(nextId.current += 1)}`,
      name,
      contentType,
      sizeBytes,
      key: null,
      url: null,
    }));
    setRefusals([
      ...earlier,
      ...(tooMany ? left.map((file) => ({ name: file.name, message: tooMany })) : []),
    ]);
    setEntries((all) => [...all, ...added]);
    added.forEach((entry, index) => upload(entry, taken[index]!.content));
    return left.length;
  };

  /** Starts again from files already stored (a saved draft's). */
  const restore = useCallback((files: readonly StoredAttachment[]) => {
    setRefusals([]);
    setEntries(files.map(asEntry));
  }, []);

  return {
    entries,
    refusals,
    /** The stored files' keys, in the order shown: what the form is saved with. */
    keys: entries.flatMap((entry) => (entry.key ? [entry.key] : [])),
    uploading: entries.some((entry) => entry.key === null),
    full: entries.length >= MAX_ATTACHMENTS_PER_ITEM,
    add,
    restore,
    remove: (id: string) => {
      setRefusals([]);
      setEntries((all) => all.filter((entry) => entry.id !== id));
    },
    clear: () => restore([]),
  };
}
