import { uploadFile } from '@/lib/uploads/upload-file';

/**
 * The spec's uploadFeebackAttachment (its spelling, the name clients know): sends the feedback's
 * one file to POST /files/feedback-attachment; the server checks its size and real type and
 * answers the key submitFeedback attaches.
 */
export function uploadFeebackAttachment(file: Blob, filename: string) {
  return uploadFile('feedback-attachment', file, filename);
}
