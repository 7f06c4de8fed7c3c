import type { AnnouncementMedia } from '@quorum/shared';
import { videoThumbnail } from './video-thumbnail';

/**
 * The thumbnail the browser makes beside the upload (contract: PDFs and videos; the server makes
 * images' own with sharp, and a sound has none). Null when there is none to make, or the browser
 * could not: an announcement is saved without a thumbnail rather than not at all.
 */
export async function makeThumbnail(
  file: Blob,
  kind: AnnouncementMedia | null,
  signal: AbortSignal,
): Promise<Blob | null> {
  try {
    if (kind === 'video') return await videoThumbnail(file, signal);
    if (kind === 'pdf') {
      const { pdfThumbnail } = await import('./pdf-thumbnail');
      return await pdfThumbnail(file, signal);
    }
  } catch {
    // A PDF pdf.js cannot read: the server's own check of the bytes decides whether it is one.
    signal.throwIfAborted();
  }
  return null;
}

/** Only PDFs and videos get a thumbnail from the browser. */
export const makesBrowserThumbnail = (kind: AnnouncementMedia | null) =>
  kind === 'pdf' || kind === 'video';
