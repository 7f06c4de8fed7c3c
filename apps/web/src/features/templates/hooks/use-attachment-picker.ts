import { messages } from '@quorum/shared';
import {
  chosenFile,
  useAttachmentUploads,
  type AttachmentRefusal,
} from '@/hooks/use-attachment-uploads';
import type { TemplateAttachment } from '../api/get-response-templates';
import { uploadTemplateAttachment } from '../api/upload-template-attachment';

/** Stores one file for the template; the form shows it by name until it is saved. */
const store = (content: Blob, name: string) =>
  uploadTemplateAttachment(content, name).then(({ key }) => ({ key }));

/**
 * The template form's attachments. Chosen files are uploaded at once, one call each, so the
 * server's verdict (size, real type) shows beside the file rather than on save. Files beyond the
 * fifth are refused before any upload.
 */
export function useAttachmentPicker(initial: readonly TemplateAttachment[]) {
  const uploads = useAttachmentUploads(store, initial);
  return {
    ...uploads,
    /**
     * One drop or one choice from the file dialog: the files the browser let through are uploaded
     * while there is room; those it turned away (wrong type, too large) come with their reason.
     */
    pick: (files: readonly File[], browserRefusals: readonly AttachmentRefusal[] = []) => {
      uploads.add(files.map(chosenFile), {
        earlier: browserRefusals,
        tooMany: messages.templates.tooManyAttachments,
      });
    },
  };
}

export type AttachmentPicker = ReturnType<typeof useAttachmentPicker>;
