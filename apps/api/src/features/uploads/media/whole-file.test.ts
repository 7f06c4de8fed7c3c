import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaUploadResult } from '@quorum/shared';
import { storedFiles } from '../../../db/schema';
import { countCompanyFiles, makeCompany, makeUser, signIn } from '../../../testing/factories';
import { FAKE_EXE, uploadFile } from '../../../testing/files';
import { useTestApp } from '../../../testing/test-app';
import { MEDIA_FIXTURES, makePdf, mp4OfSize } from './testing/make-media';

const t = useTestApp({ rateLimitMultiplier: 100 });
let token: string;
let companyId: string;

beforeAll(async () => {
  const admin = await makeUser(t.database.db);
  companyId = (await makeCompany(t.database.db, admin.id)).id;
  token = (await signIn(t, admin.email, admin.password)).accessToken;
});

/** POST /files/announcement-media, the spec's uploadAnnouncementFile. */
async function upload(bytes: Buffer, filename: string, type: string) {
  const answer = await uploadFile(t.app, 'announcement-media', { bytes, filename, type }, token);
  return { status: answer.status, body: answer.body as MediaUploadResult & { message?: string } };
}

describe('an announcement attachment sent whole (at most 5 MB)', () => {
  it('answers a PDF with its page count', async () => {
    const { status, body } = await upload(
      await makePdf(4),
      'Half-year report.pdf',
      'application/pdf',
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      attachmentTotalPages: 4,
      attachmentDuration: null,
      attachmentType: 'application/pdf',
      media: 'pdf',
      fileName: 'Half-year report.pdf',
      thumbnailKey: null,
    });
    expect(body.key).toMatch(/\.pdf$/);
  });

  it('answers an MP3 with its length in seconds, whatever the browser called its type', async () => {
    const mp3 = readFileSync(MEDIA_FIXTURES.mp3ThreeSeconds);
    const { status, body } = await upload(mp3, 'briefing.mp3', 'audio/mp3');
    expect(status).toBe(201);
    expect(body.attachmentDuration).toBeCloseTo(3.03, 1);
    expect(body).toMatchObject({
      media: 'audio',
      attachmentType: 'audio/mpeg',
      attachmentSize: mp3.length,
    });
  });

  it('makes an image its thumbnail on the server, a file of the same company', async () => {
    const chart = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#0a7' },
    })
      .png()
      .toBuffer();
    const { status, body } = await upload(chart, 'chart.png', 'image/png');
    expect(status).toBe(201);
    expect(body.media).toBe('image');
    expect(body.thumbnailKey).toMatch(/\.jpg$/);
    const thumbnail = await t.app.inject({ method: 'GET', url: body.thumbnailUrl! });
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(640);
    const [row] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, body.thumbnailKey!));
    expect(row).toMatchObject({ purpose: 'announcement-thumbnail', companyId });
  });

  it('refuses a file over 5 MB, which goes in chunks, and stores nothing', async () => {
    const before = await countCompanyFiles(t.database.db, companyId);
    const { status, body } = await upload(
      await mp4OfSize(5 * 1024 * 1024 + 1),
      'agm.mp4',
      'video/mp4',
    );
    expect(status).toBe(413);
    expect(body.message).toBe('Files over 5 MB must be sent in parts.');
    expect(await countCompanyFiles(t.database.db, companyId)).toBe(before);
  });

  it('refuses bytes that are not what the name says, and stores nothing', async () => {
    const before = await countCompanyFiles(t.database.db, companyId);
    const exe = await upload(FAKE_EXE, 'report.pdf', 'application/pdf');
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe('This file is not a real PDF file. Please choose another file.');
    const pdfAsVideo = await upload(await makePdf(1), 'clip.mp4', 'video/mp4');
    expect(pdfAsVideo.body.message).toBe(
      'This file is not a real MP4 file. Please choose another file.',
    );
    expect(await countCompanyFiles(t.database.db, companyId)).toBe(before);
  });
});
