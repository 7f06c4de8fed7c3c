import { describe, expect, it } from 'vitest';
import { bufferSource } from './byte-source';
import { mp4Duration } from './mp4-duration';

const box = (type: string, content: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
};

/** A box with a 64-bit size, as a muxer writes an mdat over 4 GB. */
const largeBox = (type: string, content: Buffer) => {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + content.length), 8);
  return Buffer.concat([header, content]);
};

function mvhd(version: 0 | 1, timeScale: number, duration: number) {
  const body = Buffer.alloc(version === 1 ? 108 : 96);
  body.writeUInt8(version, 0);
  if (version === 1) {
    body.writeUInt32BE(timeScale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timeScale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return box('mvhd', body);
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'));

describe('an MP4 length from its movie header', () => {
  it('reads 90 seconds from a movie header before the media data', async () => {
    const file = Buffer.concat([
      ftyp,
      box('moov', mvhd(0, 1000, 90_000)),
      box('mdat', Buffer.alloc(64)),
    ]);
    expect(await mp4Duration(bufferSource(file))).toBe(90);
  });

  it('finds the movie header after media data with a 64-bit size, as a camera writes it', async () => {
    const file = Buffer.concat([
      ftyp,
      largeBox('mdat', Buffer.alloc(1000)),
      box('moov', Buffer.concat([box('trak', Buffer.alloc(20)), mvhd(1, 600, 600 * 3600)])),
    ]);
    expect(await mp4Duration(bufferSource(file))).toBe(3600);
  });

  it('answers no length for a file without a movie header, or with a broken box', async () => {
    expect(
      await mp4Duration(bufferSource(Buffer.concat([ftyp, box('mdat', Buffer.alloc(8))]))),
    ).toBeUndefined();
    const broken = Buffer.concat([ftyp, Buffer.from([0, 0, 0, 3]), Buffer.from('moov')]);
    expect(await mp4Duration(bufferSource(broken))).toBeUndefined();
  });
});
