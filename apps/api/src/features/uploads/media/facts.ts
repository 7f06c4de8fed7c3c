import { mediaKindOf, messages } from '@quorum/shared';
import { badInput } from '../../../core/errors';
import type { ByteSource } from './byte-source';
import { collect } from './byte-source';
import { mp4Duration } from './mp4-duration';

/** A server-made thumbnail: small enough for a list, sharp enough for a detail page. */
const THUMBNAIL_MAX_PX = 640;
const MP4_TYPES = ['video/mp4', 'audio/mp4'];

/** What the bytes say about themselves; the thumbnail's bytes are stored by the caller. */
export interface ReadFacts {
  durationSeconds?: number;
  totalPages?: number;
  width?: number;
  height?: number;
  thumbnail?: Buffer;
}

/**
 * Reads a media file's facts from its own bytes (never the client's word): a PDF's pages, a
 * sound's or video's length, an image's size and thumbnail. A file the readers cannot make sense
 * of is refused: an announcement would show it broken to every investor.
 */
export async function readMediaFacts(source: ByteSource, type: string): Promise<ReadFacts> {
  const kind = mediaKindOf(type);
  if (kind === 'pdf') return pdfFacts(source);
  if (kind === 'image') return imageFacts(source);
  if (kind === 'audio' || kind === 'video') return playableFacts(source, type, kind);
  return {};
}

// The three readers load on first use: pdf.js alone takes half a second of CPU and tens of MB to
// load, which every API process (and every test app) would pay at start for the rare upload.
async function pdfFacts(source: ByteSource): Promise<ReadFacts> {
  const { VerbosityLevel, getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = await collect(await source.stream());
  const task = getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    // pdf.js follows the cross-reference table to the page tree, so a large PDF is read in a
    // moment; a broken one is scanned once, in time linear in its size. (pdf-lib parses every
    // object, and a damaged file of a few MB kept it busy for a minute.) Only a PDF that opens
    // without a password can be shown to investors.
    const pdf = await task.promise;
    if (pdf.numPages > 0) return { totalPages: pdf.numPages };
  } catch {
    // Not a PDF pdf.js can open: refused below.
  } finally {
    await task.destroy();
  }
  throw badInput(messages.uploads.unreadablePdf);
}

async function imageFacts(source: ByteSource): Promise<ReadFacts> {
  const { default: sharp } = await import('sharp');
  const bytes = await collect(await source.stream());
  try {
    // sharp's pixel limit (268 megapixels) refuses a small file that would unpack to gigabytes.
    const image = sharp(bytes);
    const { width, height } = await image.metadata();
    const thumbnail = await image
      .rotate()
      .resize({
        width: THUMBNAIL_MAX_PX,
        height: THUMBNAIL_MAX_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { width, height, thumbnail };
  } catch {
    throw badInput(messages.uploads.unreadableMedia('image'));
  }
}

async function playableFacts(
  source: ByteSource,
  type: string,
  kind: 'audio' | 'video',
): Promise<ReadFacts> {
  try {
    if (MP4_TYPES.includes(type)) {
      const fromHeader = await mp4Duration(source);
      if (fromHeader !== undefined) return { durationSeconds: fromHeader };
    }
    const { parseStream } = await import('music-metadata');
    const stream = await source.stream();
    try {
      // `duration: true` reads a sound to its end where its headers do not say (an MP3 without
      // a Xing header); a fragmented MP4 video is taken at its audio track's word instead.
      const metadata = await parseStream(
        stream,
        { mimeType: type, size: source.size },
        { duration: type !== 'video/mp4', skipCovers: true },
      );
      const seconds = metadata.format.duration;
      return seconds !== undefined && Number.isFinite(seconds) ? { durationSeconds: seconds } : {};
    } finally {
      stream.destroy();
    }
  } catch {
    throw badInput(messages.uploads.unreadableMedia(kind));
  }
}
