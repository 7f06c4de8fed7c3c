import { useRef, useState } from 'react';
import { MAX_ATTACHMENTS_PER_ITEM, messages } from '@quorum/shared';
import type { TemplateAttachment } from '../api/get-response-templates';
import { uploadTemplateAttachment } from '../api/upload-template-attachment';

/** One file of the form: kept from the template, uploaded now, or still on its way. */
export interface AttachmentEntry {
  /** Stable across the upload, for React's list keys. */
  id: string;
  name: string;
  contentType: string;
  sizeBytes: number;
  /** Set once stored: what the template keeps. */
  key: string | null;
  /** A signed address to open a stored file; none for a file just uploaded from this device. */
  url: string | null;
}

/** A file that was not attached, and why, in the server's or the rule's words. */
export interface AttachmentRefusal {
  name: string;
  message: string;
}

/**
 * The template form's attachments. Chosen files are uploaded at once, one call each, so the
 * server's verdict (size, real type) shows beside the file rather than on save. Files beyond the
 * fifth are refused before any upload.
 */
export function useAttachmentPicker(initial: readonly TemplateAttachment[]) {
  const [entries, setEntries] = useState<AttachmentEntry[]>(() =>
    initial.map((file) => ({ ...file, id: file.key })),
  );
  const [refusals, setRefusals] = useState<AttachmentRefusal[]>([]);
  const nextId = useRef(0);

  const upload = (entry: AttachmentEntry, file: File) => {
    uploadTemplateAttachment(file).then(
      ({ key }) => setEntries((all) => all.map((e) => (e.id === entry.id ? { ...e, key } : e))),
      (failure: Error) => {
        setEntries((all) => all.filter((e) => e.id !== entry.id));
        setRefusals((all) => [...all, { name: file.name, message: failure.message }]);
      },
    );
  };

  /**
   * One drop or one choice from the file dialog: the files the browser let through are uploaded
   * while there is room; those it turned away (wrong type, too large) come with their reason.
   */
  const pick = (files: readonly File[], browserRefusals: readonly AttachmentRefusal[] = []) => {
    const room = Math.max(MAX_ATTACHMENTS_PER_ITEM - entries.length, 0);
    const taken = files.slice(0, room);
    const added = taken.map((file) => ({
      id: `new-${(nextId.current += 1)}`,
      name: file.name,
      contentType: file.type,
      sizeBytes: file.size,
      key: null,
      url: null,
    }));
    setRefusals([
      ...browserRefusals,
      ...files
        .slice(taken.length)
        .map((file) => ({ name: file.name, message: messages.templates.tooManyAttachments })),
    ]);
    setEntries((all) => [...all, ...added]);
    added.forEach((entry, index) => upload(entry, taken[index]!));
  };

  return {
    entries,
    refusals,
    /** The stored files' keys, in the order shown: what the template is saved with. */
    keys: entries.flatMap((entry) => (entry.key ? [entry.key] : [])),
    uploading: entries.some((entry) => entry.key === null),
    full: entries.length >= MAX_ATTACHMENTS_PER_ITEM,
    pick,
    remove: (id: string) => {
      setRefusals([]);
      setEntries((all) => all.filter((entry) => entry.id !== id));
    },
  };
}

export type AttachmentPicker = ReturnType<typeof useAttachmentPicker>;
