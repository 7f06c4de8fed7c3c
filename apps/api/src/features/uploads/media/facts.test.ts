import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { bufferSource } from './byte-source';
import { readMediaFacts } from './facts';
import { FIXTURE_SECONDS, MEDIA_FIXTURES, makePdf, mp4OfSize } from './testing/make-media';

const facts = (bytes: Buffer, type: string) => readMediaFacts(bufferSource(bytes), type);

describe('media facts read from the bytes', () => {
  it('reads a ten-second video as 10 seconds, however large the file grows', async () => {
    expect(await facts(readFileSync(MEDIA_FIXTURES.mp4TenSeconds), 'video/mp4')).toEqual({
      durationSeconds: 10,
    });
    const grown = await mp4OfSize(3 * 1024 * 1024);
    expect(grown.length).toBe(3 * 1024 * 1024);
    expect((await facts(grown, 'video/mp4')).durationSeconds).toBe(FIXTURE_SECONDS.mp4);
  });

  it('reads a three-second MP3 as about 3 seconds', async () => {
    const { durationSeconds } = await facts(
      readFileSync(MEDIA_FIXTURES.mp3ThreeSeconds),
      'audio/mpeg',
    );
    expect(durationSeconds).toBeCloseTo(3.03, 1);
  });

  it('counts a PDF of 7 pages as 7', async () => {
    expect(await facts(await makePdf(7), 'application/pdf')).toEqual({ totalPages: 7 });
  });

  it('makes a JPEG thumbnail of at most 640 pixels from a large image, and keeps its size', async () => {
    const photo = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const read = await facts(photo, 'image/png');
    expect({ width: read.width, height: read.height }).toEqual({ width: 2000, height: 1000 });
    const thumbnail = await sharp(read.thumbnail!).metadata();
    expect({ format: thumbnail.format, width: thumbnail.width, height: thumbnail.height }).toEqual({
      format: 'jpeg',
      width: 640,
      height: 320,
    });
  });

  it('refuses a PDF or a video it cannot read, in words a person understands', async () => {
    const brokenPdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x41)]);
    await expect(facts(brokenPdf, 'application/pdf')).rejects.toThrow(
      messages.uploads.unreadablePdf,
    );
    const brokenImage = Buffer.concat([
      Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
      Buffer.alloc(64),
    ]);
    await expect(facts(brokenImage, 'image/png')).rejects.toThrow(
      'This image file could not be read. Please check the file and try again.',
    );
  });
});
