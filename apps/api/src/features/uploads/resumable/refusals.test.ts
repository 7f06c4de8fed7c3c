import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_HEADERS, messages } from '@quorum/shared';
import { resumableUploads } from '../../../db/schema';
import {
  addMember,
  countCompanyFiles,
  makeCompany,
  makeUser,
  signIn,
} from '../../../testing/factories';
import { FAKE_EXE } from '../../../testing/files';
import { useTestApp } from '../../../testing/test-app';
import { MEDIA_FIXTURES, makePdf, mp4OfSize } from '../media/testing/make-media';
import type { ResumableClient } from './testing/resumable-kit';
import { chunksOf, partsOf, resumableClient, sha256 } from './testing/resumable-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const MB = 1024 * 1024;
const GB = 1024 * MB;
let admin: ResumableClient;
let viewer: ResumableClient;
let foreign: ResumableClient;
let companyId: string;
let video: Buffer;

beforeAll(async () => {
  const db = t.database.db;
  const adminUser = await makeUser(db);
  companyId = (await makeCompany(db, adminUser.id)).id;
  const viewerUser = await makeUser(db);
  await addMember(db, companyId, viewerUser.id, 'viewer');
  const foreignUser = await makeUser(db);
  await makeCompany(db, foreignUser.id);
  const tokenOf = async (user: { email: string; password: string }) =>
    (await signIn(t, user.email, user.password)).accessToken;
  admin = resumableClient(t.app, await tokenOf(adminUser));
  viewer = resumableClient(t.app, await tokenOf(viewerUser));
  foreign = resumableClient(t.app, await tokenOf(foreignUser));
  video = await mp4OfSize(12 * MB);
});

const uploadRow = async (uploadId: string) =>
  (await t.database.db.select().from(resumableUploads).where(eq(resumableUploads.id, uploadId)))[0];

/** An upload of the 12 MB video, created and with no chunk sent yet. */
async function newVideoUpload(fileName = 'results.mp4') {
  const created = await admin.create({ fileName, size: video.length, type: 'video/mp4' });
  expect(created.status).toBe(201);
  return created.body.uploadId;
}

describe('chunked uploads refuse, in words, and keep nothing refused', () => {
  it('refuses a file whose bytes are not what its name says, and discards the upload', async () => {
    const pdfNamedVideo = await newVideoUpload('results.mp4');
    const pdfBytes = Buffer.concat([await makePdf(2), Buffer.alloc(12 * MB)]).subarray(0, 12 * MB);
    const refused = await admin.sendChunk(pdfNamedVideo, 0, pdfBytes.subarray(0, 5 * MB));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'This file is not a real MP4 file. Please choose another file.',
    );
    expect((await admin.status(pdfNamedVideo)).status).toBe(404);

    const exe = await admin.create({
      fileName: 'report.pdf',
      size: 6 * MB,
      type: 'application/pdf',
    });
    const { multipartId } = (await uploadRow(exe.body.uploadId))!;
    const disguised = Buffer.concat([FAKE_EXE, Buffer.alloc(5 * MB - FAKE_EXE.length)]);
    const sent = await admin.sendChunk(exe.body.uploadId, 0, disguised);
    expect(sent.status).toBe(400);
    expect(sent.body.message).toBe('This file is not a real PDF file. Please choose another file.');
    expect(sent.body.message).toBe(messages.templates.attachmentDisguised('pdf'));
    expect(await uploadRow(exe.body.uploadId)).toBeUndefined();
    expect(await partsOf(t.config.uploadsDir, multipartId!)).toEqual([]);
  });

  it('refuses a name of a type announcements do not take before any byte is sent', async () => {
    const refused = await admin.create({
      fileName: 'setup.exe',
      size: 6 * MB,
      type: 'application/x-msdownload',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid file type.');
  });

  it('refuses a file over its type cap: 50 MB for most, 4 GB for an MP4', async () => {
    const sound = await admin.create({
      fileName: 'call.mp3',
      size: 50 * MB + 1,
      type: 'audio/mpeg',
    });
    expect(sound.status).toBe(413);
    expect(sound.body.message).toBe('File size is too big. It must be within 50 MB.');

    const film = await admin.create({ fileName: 'agm.mp4', size: 4 * GB + 1, type: 'video/mp4' });
    expect(film.status).toBe(413);
    expect(film.body.message).toBe('File size is too big. It must be within 4 GB.');

    const longest = await admin.create({ fileName: 'agm.mp4', size: 4 * GB, type: 'video/mp4' });
    expect(longest.status).toBe(201);
    expect(longest.body.totalChunks).toBe(820);
    expect((await admin.discard(longest.body.uploadId)).status).toBe(204);
  });

  it('refuses at chunk 0 a file over the cap of what its bytes turn out to be', async () => {
    // An M4A sound named .mp4: its size passed as a video's, but a sound's cap is 50 MB.
    const sound = Buffer.from(readFileSync(MEDIA_FIXTURES.mp4TenSeconds));
    sound.write('M4A ', 8, 'latin1');
    const created = await admin.create({
      fileName: 'podcast.mp4',
      size: 60 * MB,
      type: 'video/mp4',
    });
    expect(created.status).toBe(201);
    const first = Buffer.concat([sound, Buffer.alloc(5 * MB - sound.length)]);
    const refused = await admin.sendChunk(created.body.uploadId, 0, first);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('File size is too big. It must be within 50 MB.');
    expect(await uploadRow(created.body.uploadId)).toBeUndefined();
  });

  it('refuses a chunk out of range', async () => {
    const uploadId = await newVideoUpload();
    const chunks = chunksOf(video);
    const past = await admin.sendChunk(uploadId, 3, chunks[2]!);
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(
      'Part 3 is not in this upload, whose parts are numbered 0 to 2.',
    );
    expect((await admin.sendChunk(uploadId, -1, chunks[0]!)).status).toBe(400);
    expect((await admin.sendChunk(uploadId, 'first', chunks[0]!)).body.message).toBe(
      messages.uploads.chunkOutOfRange('first', 3),
    );
    expect((await admin.status(uploadId)).body.heldChunks).toEqual([]);
  });

  it('refuses a chunk of the wrong size, or one saying the upload has other parts', async () => {
    const uploadId = await newVideoUpload();
    const short = await admin.sendChunk(uploadId, 0, video.subarray(0, MB));
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Part 0 of this upload must be 5242880 bytes long.');
    const last = await admin.sendChunk(uploadId, 2, video.subarray(10 * MB, 11 * MB));
    expect(last.body.message).toBe(messages.uploads.wrongChunkSize(2, 2 * MB));
    const counted = await admin.sendChunk(uploadId, 2, chunksOf(video)[2]!, {
      [CHUNK_HEADERS.totalChunks]: '4',
    });
    expect(counted.status).toBe(400);
    expect(counted.body.message).toBe('This upload is sent in 3 parts.');
  });

  it('refuses a chunk larger than a chunk before reading it', async () => {
    const uploadId = await newVideoUpload();
    const huge = await admin.sendChunk(uploadId, 0, video.subarray(0, 6 * MB));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(messages.generic.requestTooLarge);
  });

  it('refuses a chunk whose checksum does not match its bytes, and does not keep it', async () => {
    const uploadId = await newVideoUpload();
    const chunk = chunksOf(video)[1]!;
    const damaged = await admin.sendChunk(uploadId, 1, chunk, {
      [CHUNK_HEADERS.sha256]: sha256(Buffer.from('other bytes')),
    });
    expect(damaged.status).toBe(400);
    expect(damaged.body.message).toBe(
      'A part of the file was damaged on the way. Please try again.',
    );
    const unsigned = await admin.sendChunk(uploadId, 1, chunk, { [CHUNK_HEADERS.sha256]: '' });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe(messages.uploads.chunkChecksumMissing);
    expect((await admin.status(uploadId)).body.heldChunks).toEqual([]);
    expect(
      await partsOf(t.config.uploadsDir, (await uploadRow(uploadId))!.multipartId!),
    ).not.toContain('2');
  });

  it("answers another company's upload exactly as an unknown one, and changes nothing", async () => {
    const uploadId = await newVideoUpload();
    const chunks = chunksOf(video);
    await admin.sendChunk(uploadId, 0, chunks[0]!);
    const unknown = '0190b3c4-0000-7000-8000-000000000000';

    const calls = (client: ResumableClient, id: string) => [
      client.sendChunk(id, 1, chunks[1]!),
      client.status(id),
      client.complete(id),
      client.discard(id),
    ];
    const theirs = await Promise.all(calls(foreign, uploadId));
    const nobodys = await Promise.all(calls(foreign, unknown));
    for (const [index, answer] of theirs.entries()) {
      expect(answer.status).toBe(404);
      expect(answer).toEqual(nobodys[index]);
      expect(answer.body.message).toBe(
        'This upload could not be found. Please upload the file again.',
      );
    }
    expect((await admin.status(uploadId)).body).toMatchObject({ status: 'open', heldChunks: [0] });
    expect((await foreign.status('not-an-id')).status).toBe(404);
  });

  it('refuses a viewer, who may not change announcements', async () => {
    const uploadId = await newVideoUpload();
    const created = await viewer.create({ fileName: 'a.mp4', size: 6 * MB, type: 'video/mp4' });
    expect(created.status).toBe(403);
    expect((await viewer.sendChunk(uploadId, 0, chunksOf(video)[0]!)).status).toBe(403);
    expect((await viewer.discard(uploadId)).status).toBe(403);
    expect((await admin.status(uploadId)).status).toBe(200);
  });

  it('refuses to finish a PDF it cannot read, and keeps no file of it', async () => {
    const before = await countCompanyFiles(t.database.db, companyId);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * MB - 9, 0x41)]);
    const created = await admin.create({
      fileName: 'annual.pdf',
      size: broken.length,
      type: 'application/pdf',
    });
    for (const [index, chunk] of chunksOf(broken).entries())
      expect((await admin.sendChunk(created.body.uploadId, index, chunk)).status).toBe(200);
    const done = await admin.complete(created.body.uploadId);
    expect(done.status).toBe(400);
    expect(done.body.message).toBe(
      'This PDF could not be read. Please check the file and try again.',
    );
    expect(await countCompanyFiles(t.database.db, companyId)).toBe(before);
    expect(await uploadRow(created.body.uploadId)).toBeUndefined();
  });
});
