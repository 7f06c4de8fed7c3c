import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../../lib/storage/testing/local-s3';
import type { LocalS3 } from '../../../lib/storage/testing/local-s3';
import { makeCompany, makeUser, signIn } from '../../../testing/factories';
import { createTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import { storageFrom } from '../../../lib/storage';
import { FIXTURE_SECONDS, mp4OfSize } from '../media/testing/make-media';
import { sweepResumableUploads } from './sweep.job';
import type { ResumableClient } from './testing/resumable-kit';
import { chunksOf, resumableClient, sendFile, sha256 } from './testing/resumable-kit';

/**
 * The same protocol on the S3 driver, against a local S3 (s3rver): chunks are the bucket's
 * multipart parts, and nothing of a discarded or abandoned upload stays open there.
 */
const MB = 1024 * 1024;
let s3: LocalS3;
let t: TestApp;
let client: ResumableClient;
let video: Buffer;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ rateLimitMultiplier: 100, storage: { driver: 's3', s3: s3.settings } });
  const admin = await makeUser(t.database.db);
  await makeCompany(t.database.db, admin.id);
  client = resumableClient(t.app, (await signIn(t, admin.email, admin.password)).accessToken);
  video = await mp4OfSize(11 * MB);
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('chunked uploads on the S3 driver', () => {
  it('completes an MP4 sent out of order, served from the bucket with its 10 seconds', async () => {
    const uploadId = await sendFile(client, video, 'agm.mp4', 'video/mp4', [1, 2, 0]);
    const done = await client.complete(uploadId);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      attachmentDuration: FIXTURE_SECONDS.mp4,
      attachmentSize: 11 * MB,
    });

    const link = await t.app.inject({ method: 'GET', url: done.body.url });
    expect(link.statusCode).toBe(302);
    const served = await fetch(link.headers.location as string);
    expect(sha256(Buffer.from(await served.arrayBuffer()))).toBe(sha256(video));
    expect(await s3.openMultipartUploads()).toEqual([]);
  });

  it('leaves no multipart upload open in the bucket after a discard or the sweep', async () => {
    const chunks = chunksOf(video);
    const cancelled = await client.create({
      fileName: 'a.mp4',
      size: video.length,
      type: 'video/mp4',
    });
    await client.sendChunk(cancelled.body.uploadId, 0, chunks[0]!);
    const abandoned = await client.create({
      fileName: 'b.mp4',
      size: video.length,
      type: 'video/mp4',
    });
    await client.sendChunk(abandoned.body.uploadId, 1, chunks[1]!);
    expect((await s3.openMultipartUploads()).length).toBe(2);

    expect((await client.discard(cancelled.body.uploadId)).status).toBe(204);
    expect((await s3.openMultipartUploads()).length).toBe(1);

    await t.database.db.execute(
      sql`UPDATE resumable_uploads SET updated_at = now() - interval '25 hours' WHERE id = ${abandoned.body.uploadId}`,
    );
    const storage = storageFrom({ storage: { driver: 's3', s3: s3.settings }, uploadsDir: '' });
    await sweepResumableUploads({ db: t.database.db, storage, log: t.app.log });
    expect(await s3.openMultipartUploads()).toEqual([]);
  });
});
