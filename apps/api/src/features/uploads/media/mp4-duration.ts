import type { ByteSource } from './byte-source';

/** A file of more boxes than this at one level is not a media file anyone made. */
const MAX_BOXES = 10_000;

interface Box {
  type: string;
  /** Where the box's content starts (after its header). */
  contentStart: number;
  /** Where the next box starts. */
  end: number;
}

/** The box whose header is at `offset`, or undefined past `limit` or on a broken header. */
async function boxAt(source: ByteSource, offset: number, limit: number): Promise<Box | undefined> {
  if (offset + 8 > limit) return undefined;
  const header = await source.read(offset, offset + 15);
  if (header.length < 8) return undefined;
  const size32 = header.readUInt32BE(0);
  const type = header.toString('latin1', 4, 8);
  if (size32 === 1) {
    if (header.length < 16) return undefined;
    const size = Number(header.readBigUInt64BE(8));
    return size < 16 ? undefined : { type, contentStart: offset + 16, end: offset + size };
  }
  // Size 0: the box runs to the end of the file (a last mdat written by a streaming muxer).
  if (size32 === 0) return { type, contentStart: offset + 8, end: limit };
  return size32 < 8 ? undefined : { type, contentStart: offset + 8, end: offset + size32 };
}

async function findBox(source: ByteSource, type: string, start: number, limit: number) {
  let offset = start;
  for (let count = 0; count < MAX_BOXES; count += 1) {
    const box = await boxAt(source, offset, limit);
    if (!box) return undefined;
    if (box.type === type) return box;
    offset = box.end;
  }
  return undefined;
}

/**
 * An MP4's length in seconds from its movie header (moov/mvhd), read by ranges: a few small reads
 * wherever the moov box is, before the media data or after it, so a 4 GB video is never streamed
 * for it. Undefined when the file has no such header or it states no length (a fragmented MP4).
 *
 * music-metadata reports an MP4's length from its audio track only: a video without sound would
 * have none. The movie header is the length of the whole presentation.
 */
export async function mp4Duration(source: ByteSource): Promise<number | undefined> {
  const moov = await findBox(source, 'moov', 0, source.size);
  if (!moov) return undefined;
  const mvhd = await findBox(source, 'mvhd', moov.contentStart, Math.min(moov.end, source.size));
  if (!mvhd) return undefined;
  const body = await source.read(mvhd.contentStart, mvhd.contentStart + 31);
  const version = body.readUInt8(0);
  // Version 1 has 64-bit times: created and modified before the time scale and the duration.
  const [timeScale, duration] =
    version === 1
      ? body.length >= 32
        ? [body.readUInt32BE(20), Number(body.readBigUInt64BE(24))]
        : [0, 0]
      : body.length >= 20
        ? [body.readUInt32BE(12), body.readUInt32BE(16)]
        : [0, 0];
  // All ones is "unknown" in either version.
  const unknown = version === 1 ? Number.MAX_SAFE_INTEGER < duration : duration === 0xffffffff;
  if (timeScale === 0 || duration === 0 || unknown) return undefined;
  return duration / timeScale;
}
