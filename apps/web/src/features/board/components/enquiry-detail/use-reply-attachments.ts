import { useCallback } from 'react';
import { messages } from '@quorum/shared';
import {
  chosenFile,
  useAttachmentUploads,
  type StoredAttachment,
} from '@/hooks/use-attachment-uploads';
import { uploadEnquiryAttachment } from '../../api/upload-enquiry-file';
import { attachmentRefusal } from './attachment-rules';

/** A file already stored for a reply (a draft's, the voice recording): as the thread gives it. */
export interface StoredFile {
  key: string;
  name: string;
  type: string;
  size: number;
  url: string;
}

const fromThread = (file: StoredFile): StoredAttachment => ({
  key: file.key,
  name: file.name,
  contentType: file.type,
  sizeBytes: file.size,
  url: file.url,
});

/** A stored file's bytes, fetched from its signed address. */
const fetched = (file: { url: string }) => async () => {
  const response = await fetch(file.url);
  if (!response.ok) throw new Error(messages.uploads.unknownFile);
  return response.blob();
};

/**
 * The composer's attachments (at most 5). A chosen file is checked against the shared upload rule
 * and uploaded at once, so the server's verdict shows beside it rather than on send. A template's
 * files are copied into the reply: fetched from their signed address and uploaded as reply
 * attachments, because the server accepts only keys uploaded for a reply.
 */
export function useReplyAttachments() {
  const uploads = useAttachmentUploads(uploadEnquiryAttachment);
  const { restore } = uploads;
  const restoreDraft = useCallback(
    (files: readonly StoredFile[]) => restore(files.map(fromThread)),
    [restore],
  );
  return {
    ...uploads,
    /** Takes as many of `files` as there is room for; refuses the rest with the spec's words. */
    pick: (files: readonly File[]) => {
      const checked = files.map((file) => ({ file, refusal: attachmentRefusal(file) }));
      uploads.add(
        checked.flatMap((c) => (c.refusal === null ? [chosenFile(c.file)] : [])),
        {
          earlier: checked.flatMap((c) =>
            c.refusal ? [{ name: c.file.name, message: c.refusal }] : [],
          ),
          tooMany: messages.board.tooManyAttachments,
        },
      );
    },
    /** Copies a template's files in while there is room; answers how many were left out. */
    copyIn: (files: readonly (StoredAttachment & { url: string })[]) =>
      uploads.add(files.map((file) => ({ ...file, content: fetched(file) }))),
    /** Starts from the files a saved draft holds (already stored for the reply). */
    restore: restoreDraft,
  };
}

export type ReplyAttachments = ReturnType<typeof useReplyAttachments>;
