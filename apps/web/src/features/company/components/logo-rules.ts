import { messages } from '@quorum/shared';
import type { FileRejection } from '@mantine/dropzone';

/** Logos keep more pixels than profile images: they are shown large on the company page. */
export const LOGO_COMPRESSION = { maxSizeMB: 1, maxWidthOrHeight: 600 } as const;

/**
 * The spec's words for a file the drop zone turned away: too large, not a JPG or PNG, or anything
 * else (several files at once) with the drop zone's own message.
 */
export function logoRejectionMessage(rejections: readonly FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large')) return messages.uploads.logoTooLarge;
  if (codes.includes('file-invalid-type')) return messages.uploads.imageWrongType;
  return messages.uploads.logoDropzone;
}
