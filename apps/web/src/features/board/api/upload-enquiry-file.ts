import { uploadFile } from '@/lib/uploads/upload-file';

/**
 * Sends one reply attachment to POST /files/enquiry-attachment as it is; the server checks its
 * size and real type and answers its key.
 */
export function uploadEnquiryAttachment(file: Blob, filename: string) {
  return uploadFile('enquiry-attachment', file, filename);
}

/** Sends a recorded voice reply to POST /files/enquiry-audio. */
export function uploadEnquiryAudio(recording: Blob, filename: string) {
  return uploadFile('enquiry-audio', recording, filename);
}
