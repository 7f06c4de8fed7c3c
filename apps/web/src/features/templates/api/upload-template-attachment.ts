import { uploadFile } from '@/lib/uploads/upload-file';

/**
 * Sends one attachment to POST /files/template-attachment as it is: documents, audio and video
 * are not recompressed. The server checks its size and real type and answers its key.
 */
export function uploadTemplateAttachment(file: Blob, filename: string) {
  return uploadFile('template-attachment', file, filename);
}
