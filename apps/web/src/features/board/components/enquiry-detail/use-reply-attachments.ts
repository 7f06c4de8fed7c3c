import { useRef, useState } from 'react';
import { MAX_ATTACHMENTS_PER_ITEM, messages } from '@quorum/shared';
import { uploadEnquiryAttachment } from '../../api/upload-enquiry-file';
import { attachmentRefusal } from './attachment-rules';

/** One file of the reply: stored (a key), or still on its way. */
export interface ReplyAttachment {
  /** Stable across the upload, for React's list keys. */
  id: string;
  name: string;
  type: string;
  size: number;
  key: string | null;
  /** A signed address to open a stored file; none for one being uploaded from this device. */
  url: string | null;
}

/** A file that was not attached, and why. */
export interface AttachmentRefusal {
  name: string;
  message: string;
}

/** A file already stored elsewhere (a draft's, a template's): what is needed to show or copy it. */
export interface StoredFile {
  key: string;
  name: string;
  type: string;
  size: number;
  url: string;
}

/**
 * The composer's attachments (at most 5). A chosen file is checked against the shared upload rule
 * and uploaded at once, so the server's verdict shows beside it rather than on send. A template's
 * files are copied into the reply: fetched from their signed address and uploaded as reply
 * attachments, because the server accepts only keys uploaded for a reply.
 */
export function useReplyAttachments() {
  const [entries, setEntries] = useState<ReplyAttachment[]>([]);
  const [refusals, setRefusals] = useState<AttachmentRefusal[]>([]);
  const nextId = useRef(0);

  const begin = (file: { name: string; type: string; size: number }): ReplyAttachment => ({
    id: `new-${(nextId.current += 1)}`,
    name: file.name,
    type: file.type,
    size: file.size,
    key: null,
    url: null,
  });

  const upload = (entry: ReplyAttachment, content: () => Promise<Blob>) => {
    content()
      .then((blob) => uploadEnquiryAttachment(blob, entry.name))
      .then(
        ({ key, url }) =>
          setEntries((all) => all.map((e) => (e.id === entry.id ? { ...e, key, url } : e))),
        (failure: Error) => {
          setEntries((all) => all.filter((e) => e.id !== entry.id));
          setRefusals((all) => [...all, { name: entry.name, message: failure.message }]);
        },
      );
  };

  /** Takes as many of `files` as there is room for; refuses the rest with the spec's words. */
  const take = <T extends { name: string }>(files: readonly T[]) => {
    const room = Math.max(MAX_ATTACHMENTS_PER_ITEM - entries.length, 0);
    return { taken: files.slice(0, room), left: files.slice(room) };
  };

  const pick = (files: readonly File[]) => {
    const checked = files.map((file) => ({ file, refusal: attachmentRefusal(file) }));
    const { taken, left } = take(checked.filter((c) => c.refusal === null).map((c) => c.file));
    const added = taken.map(begin);
    setRefusals([
      ...checked.flatMap((c) => (c.refusal ? [{ name: c.file.name, message: c.refusal }] : [])),
      ...left.map((file) => ({ name: file.name, message: messages.board.tooManyAttachments })),
    ]);
    setEntries((all) => [...all, ...added]);
    added.forEach((entry, index) => upload(entry, () => Promise.resolve(taken[index]!)));
  };

  /** Copies a template's files in while there is room; answers how many were left out. */
  const copyIn = (files: readonly StoredFile[]) => {
    const { taken, left } = take(files);
    const added = taken.map(begin);
    setRefusals([]);
    setEntries((all) => [...all, ...added]);
    added.forEach((entry, index) =>
      upload(entry, async () => {
        const response = await fetch(taken[index]!.url);
        if (!response.ok) throw new Error(messages.uploads.unknownFile);
        return response.blob();
      }),
    );
    return left.length;
  };

  return {
    entries,
    refusals,
    /** The stored files' keys, in the order shown: what the reply is sent with. */
    keys: entries.flatMap((entry) => (entry.key ? [entry.key] : [])),
    uploading: entries.some((entry) => entry.key === null),
    full: entries.length >= MAX_ATTACHMENTS_PER_ITEM,
    pick,
    copyIn,
    /** Starts from the files a saved draft holds (already stored for the reply). */
    restore: (files: readonly StoredFile[]) => {
      setRefusals([]);
      setEntries(files.map((file) => ({ ...file, id: file.key })));
    },
    remove: (id: string) => {
      setRefusals([]);
      setEntries((all) => all.filter((entry) => entry.id !== id));
    },
    clear: () => {
      setRefusals([]);
      setEntries([]);
    },
  };
}

export type ReplyAttachments = ReturnType<typeof useReplyAttachments>;
