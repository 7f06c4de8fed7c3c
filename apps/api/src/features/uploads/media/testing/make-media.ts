import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Real media files for tests, the end-to-end suite and the benchmark, made without ffmpeg: the
 * committed fixtures (fixtures/README.md says how they were made once) and larger MP4s grown from
 * the small one by a `free` box of random bytes, which players and parsers skip, so the file stays
 * a valid MP4 of ten seconds at any size.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

export const MEDIA_FIXTURES = {
  /** H.264 video with an AAC tone, 320×240, 10 seconds, faststart (moov first). */
  mp4TenSeconds: fixture('ten-seconds.mp4'),
  /** A 440 Hz tone as MP3, 3 seconds (3.03 as the encoder pads it). */
  mp3ThreeSeconds: fixture('three-seconds.mp3'),
} as const;

/** The seconds each fixture lasts, as the server must read them. */
export const FIXTURE_SECONDS = { mp4: 10, mp3: 3.03 } as const;

const PIECE_BYTES = 1024 * 1024;

/** The header of a box of `size` bytes in all: 64-bit when the size needs it. */
function boxHeader(type: string, size: number) {
  if (size <= 0xffffffff) {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(size, 0);
    header.write(type, 4, 'latin1');
    return header;
  }
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(size), 8);
  return header;
}

/**
 * An MP4 of exactly `bytes` bytes as a stream, never held whole: the ten-second fixture, then one
 * `free` box of random bytes (random so no layer on the way can compress it).
 */
export function mp4Stream(bytes: number): Readable {
  const head = readFileSync(MEDIA_FIXTURES.mp4TenSeconds);
  const boxSize = bytes - head.length;
  if (boxSize < 16) throw new RangeError(`an MP4 of ${bytes} bytes is smaller than the fixture`);
  const header = boxHeader('free', boxSize);
  let left = boxSize - header.length;
  return Readable.from(
    (function* () {
      yield Buffer.concat([head, header]);
      while (left > 0) {
        const piece = randomBytes(Math.min(PIECE_BYTES, left));
        left -= piece.length;
        yield piece;
      }
    })(),
    { objectMode: false },
  );
}

/** Writes an MP4 of exactly `bytes` bytes to `path`, streaming. */
export async function writeMp4(path: string, bytes: number): Promise<void> {
  await pipeline(mp4Stream(bytes), createWriteStream(path));
}

/** An MP4 of exactly `bytes` bytes in memory, for tests of a few chunks. */
export async function mp4OfSize(bytes: number): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of mp4Stream(bytes)) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/** A real PDF of `pages` pages, each saying its number. */
export async function makePdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Page ${number} of ${pages}`, { x: 72, y: 760, size: 24, font });
  }
  return Buffer.from(await pdf.save());
}
