import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { resumableUploads, storedFiles } from '../../../db/schema';
import { makeCompany, makeUser, signIn } from '../../../testing/factories';
import { useTestApp } from '../../../testing/test-app';
import { localDiskStorage } from '../../../lib/storage';
import { FIXTURE_SECONDS, mp4OfSize } from '../media/testing/make-media';
import type { ResumableClient } from './testing/resumable-kit';
import { chunksOf, partsOf, resumableClient, sendFile, sha256 } from './testing/resumable-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const MB = 1024 * 1024;
let client: ResumableClient;
let companyId: string;

/** A 12 MB video: three chunks of 5 MB, 5 MB and 2 MB. */
let video: Buffer;

beforeAll(async () => {
  const admin = await makeUser(t.database.db);
  companyId = (await makeCompany(t.database.db, admin.id)).id;
  client = resumableClient(t.app, (await signIn(t, admin.email, admin.password)).accessToken);
  video = await mp4OfSize(12 * MB);
});

const uploadRow = async (uploadId: string) =>
  (await t.database.db.select().from(resumableUploads).where(eq(resumableUploads.id, uploadId)))[0];

/** The upload's part files on the disk driver, found by its multipart id. */
const partsHeld = async (uploadId: string) =>
  partsOf(t.config.uploadsDir, (await uploadRow(uploadId))!.multipartId!);

describe('a large file sent in chunks', () => {
  it('announces the upload with its chunks of 5 MB and none held yet', async () => {
    const created = await client.create({
      fileName: 'results.mp4',
      size: 12 * MB,
      type: 'video/mp4',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      fileName: 'results.mp4',
      size: 12 * MB,
      chunkBytes: 5_242_880,
      totalChunks: 3,
      status: 'open',
      heldChunks: [],
    });
  });

  it('completes an MP4 whose chunks came out of order, with its key, 10 seconds and its size', async () => {
    const uploadId = await sendFile(client, video, 'Quarterly results.mp4', 'video/mp4', [2, 0, 1]);
    expect(await partsHeld(uploadId)).toEqual(expect.arrayContaining(['1', '2', '3']));
    const done = await client.complete(uploadId);

    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      attachmentDuration: FIXTURE_SECONDS.mp4,
      attachmentSize: 12 * MB,
      attachmentType: 'video/mp4',
      media: 'video',
      fileName: 'Quarterly results.mp4',
      thumbnailKey: null,
      attachmentTotalPages: null,
    });
    expect(done.body.key).toMatch(/^[0-9a-f-]{36}\.mp4$/);
    const served = await t.app.inject({ method: 'GET', url: done.body.url });
    expect(served.statusCode).toBe(200);
    expect(sha256(served.rawPayload)).toBe(sha256(video));

    const [file] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, done.body.key));
    expect(file).toMatchObject({
      companyId,
      purpose: 'announcement-media',
      contentType: 'video/mp4',
      sizeBytes: 12 * MB,
      facts: { durationSeconds: 10 },
    });
    expect(await partsHeld(uploadId)).toEqual([]);
  });

  it('answers the same result when asked to finish again', async () => {
    const uploadId = await sendFile(client, video, 'again.mp4', 'video/mp4');
    const first = await client.complete(uploadId);
    const second = await client.complete(uploadId);
    expect(second.status).toBe(200);
    expect({ ...second.body, url: '', thumbnailUrl: '' }).toEqual({
      ...first.body,
      url: '',
      thumbnailUrl: '',
    });
  });

  it('lists the chunks it holds, so a client resumes after a reload instead of restarting', async () => {
    const created = await client.create({
      fileName: 'resume.mp4',
      size: video.length,
      type: 'video/mp4',
    });
    const { uploadId } = created.body;
    const chunks = chunksOf(video);
    await client.sendChunk(uploadId, 0, chunks[0]!);
    await client.sendChunk(uploadId, 2, chunks[2]!);

    const status = await client.status(uploadId);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({
      uploadId,
      totalChunks: 3,
      status: 'open',
      heldChunks: [0, 2],
    });

    expect((await client.sendChunk(uploadId, 1, chunks[1]!)).body).toEqual({
      chunkIndex: 1,
      heldChunks: 3,
    });
    expect((await client.complete(uploadId)).body.attachmentDuration).toBe(10);
  });

  it('keeps a chunk sent twice once, and the file whole', async () => {
    const created = await client.create({
      fileName: 'twice.mp4',
      size: video.length,
      type: 'video/mp4',
    });
    const { uploadId } = created.body;
    const chunks = chunksOf(video);
    const first = await client.sendChunk(uploadId, 1, chunks[1]!);
    const again = await client.sendChunk(uploadId, 1, chunks[1]!);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.heldChunks).toBe(1);
    await client.sendChunk(uploadId, 0, chunks[0]!);
    await client.sendChunk(uploadId, 2, chunks[2]!);

    const done = await client.complete(uploadId);
    const served = await t.app.inject({ method: 'GET', url: done.body.url });
    expect(sha256(served.rawPayload)).toBe(sha256(video));
  });

  it('refuses to finish while chunks are missing, naming them, and finishes once they arrive', async () => {
    const created = await client.create({
      fileName: 'gaps.mp4',
      size: video.length,
      type: 'video/mp4',
    });
    const { uploadId } = created.body;
    const chunks = chunksOf(video);
    await client.sendChunk(uploadId, 0, chunks[0]!);

    const early = await client.complete(uploadId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'This upload is missing parts 1, 2. Please send them, then finish the upload.',
    );
    expect(early.body.message).toBe(messages.uploads.missingChunks([1, 2]));
    expect((await uploadRow(uploadId))?.status).toBe('open');

    await client.sendChunk(uploadId, 1, chunks[1]!);
    await client.sendChunk(uploadId, 2, chunks[2]!);
    expect((await client.complete(uploadId)).status).toBe(200);
  });

  it('checks the whole file against the SHA-256 given at the start, and keeps nothing of a mismatch', async () => {
    const created = await client.create({
      fileName: 'checked.mp4',
      size: video.length,
      type: 'video/mp4',
      sha256: sha256(Buffer.from('another file')),
    });
    const { uploadId } = created.body;
    const { multipartId, storageKey } = (await uploadRow(uploadId))!;
    for (const [index, chunk] of chunksOf(video).entries())
      await client.sendChunk(uploadId, index, chunk);

    const done = await client.complete(uploadId);
    expect(done.status).toBe(400);
    expect(done.body.message).toBe(
      'The file that arrived does not match the one chosen. Please upload it again.',
    );
    expect(await uploadRow(uploadId)).toBeUndefined();
    expect(await partsOf(t.config.uploadsDir, multipartId!)).toEqual([]);
    expect(await localDiskStorage(t.config.uploadsDir).stat(storageKey)).toBeUndefined();

    const matching = await client.create({
      fileName: 'checked.mp4',
      size: video.length,
      type: 'video/mp4',
      sha256: sha256(video),
    });
    for (const [index, chunk] of chunksOf(video).entries())
      await client.sendChunk(matching.body.uploadId, index, chunk);
    expect((await client.complete(matching.body.uploadId)).status).toBe(200);
  });

  it('discards an upload with every chunk it held, leaving nothing behind', async () => {
    const created = await client.create({
      fileName: 'cancel.mp4',
      size: video.length,
      type: 'video/mp4',
    });
    const { uploadId } = created.body;
    const chunks = chunksOf(video);
    await client.sendChunk(uploadId, 0, chunks[0]!);
    await client.sendChunk(uploadId, 1, chunks[1]!);
    const { multipartId } = (await uploadRow(uploadId))!;
    expect(await partsOf(t.config.uploadsDir, multipartId!)).toEqual(
      expect.arrayContaining(['1', '2']),
    );

    const discarded = await client.discard(uploadId);
    expect(discarded.status).toBe(204);
    expect(await partsOf(t.config.uploadsDir, multipartId!)).toEqual([]);
    expect(await uploadRow(uploadId)).toBeUndefined();
    const gone = await client.status(uploadId);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('This upload could not be found. Please upload the file again.');
    expect((await client.sendChunk(uploadId, 2, chunks[2]!)).status).toBe(404);
  });

  it('refuses to discard an upload already finished: its file is in use', async () => {
    const uploadId = await sendFile(client, video, 'kept.mp4', 'video/mp4');
    const done = await client.complete(uploadId);
    const discarded = await client.discard(uploadId);
    expect(discarded.status).toBe(409);
    expect(discarded.body.message).toBe(messages.uploads.uploadComplete);
    const served = await t.app.inject({ method: 'GET', url: done.body.url });
    expect(served.statusCode).toBe(200);
  });
});
