import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumableUploadChunks, resumableUploads } from '../../../db/schema';
import { localDiskStorage } from '../../../lib/storage';
import type { FileStorage } from '../../../lib/storage';
import { makeCompany, makeUser, signIn } from '../../../testing/factories';
import { gql } from '../../../testing/graphql';
import { useTestApp } from '../../../testing/test-app';
import { mp4OfSize } from '../media/testing/make-media';
import { dropUpload } from './service';
import { sweepResumableUploads } from './sweep.job';
import type { ResumableClient } from './testing/resumable-kit';
import {
  chunksOf,
  partFilesLeft,
  partsOf,
  resumableClient,
  sendFile,
} from './testing/resumable-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const MB = 1024 * 1024;
const quiet = { warn: () => undefined } as never;
const REMOVE = `mutation($id: ID!, $p: String) { removeCompany(removeCompanyInput: { id: $id, password: $p }) { message } }`;
let client: ResumableClient;
let video: Buffer;

beforeAll(async () => {
  const admin = await makeUser(t.database.db);
  await makeCompany(t.database.db, admin.id);
  client = resumableClient(t.app, (await signIn(t, admin.email, admin.password)).accessToken);
  video = await mp4OfSize(11 * MB);
});

async function idleFor(uploadId: string, hours: number) {
  await t.database.db.execute(
    sql`UPDATE resumable_uploads SET updated_at = now() - make_interval(hours => ${hours}) WHERE id = ${uploadId}`,
  );
}

const rowOf = async (uploadId: string) =>
  (await t.database.db.select().from(resumableUploads).where(eq(resumableUploads.id, uploadId)))[0];

/** An upload with its first two chunks sent, the last still to come. */
async function halfSent(fileName: string) {
  const created = await client.create({ fileName, size: video.length, type: 'video/mp4' });
  const chunks = chunksOf(video);
  await client.sendChunk(created.body.uploadId, 0, chunks[0]!);
  await client.sendChunk(created.body.uploadId, 1, chunks[1]!);
  return created.body.uploadId;
}

describe('the sweep of chunked uploads', () => {
  it('leaves no orphan chunk or part file of abandoned or half-discarded uploads, and keeps the live ones', async () => {
    const storage = localDiskStorage(t.config.uploadsDir);
    const abandoned = await halfSent('abandoned.mp4');
    const recent = await halfSent('recent.mp4');
    const finished = await sendFile(client, video, 'finished.mp4', 'video/mp4');
    const done = await client.complete(finished);
    expect(done.status).toBe(200);

    // A discard whose storage failed: the row stays 'discarded', its parts on disk.
    const cancelled = await halfSent('cancelled.mp4');
    const failingAbort: FileStorage = {
      ...storage,
      multipart: { ...storage.multipart, abort: () => Promise.reject(new Error('storage away')) },
    };
    await dropUpload(
      { db: t.database.db, storage: failingAbort, log: quiet },
      (await rowOf(cancelled))!,
      ['open'],
    );
    expect((await rowOf(cancelled))?.status).toBe('discarded');
    const cancelledParts = (await rowOf(cancelled))!.multipartId!;
    expect(await partsOf(t.config.uploadsDir, cancelledParts)).toEqual(
      expect.arrayContaining(['1', '2']),
    );

    await idleFor(abandoned, 25);
    await idleFor(recent, 23);
    await idleFor(finished, 25);
    const partsOfRecent = (await rowOf(recent))!.multipartId!;
    expect((await partFilesLeft(t.config.uploadsDir)).length).toBeGreaterThan(0);

    const swept = await sweepResumableUploads({ db: t.database.db, storage, log: quiet });

    expect(swept).toBe(3);
    expect({
      abandoned: await rowOf(abandoned),
      cancelled: await rowOf(cancelled),
      finished: await rowOf(finished),
      recent: (await rowOf(recent))?.status,
    }).toEqual({ abandoned: undefined, cancelled: undefined, finished: undefined, recent: 'open' });
    // Only the live upload's parts remain, and no chunk row of another.
    expect(
      (await partFilesLeft(t.config.uploadsDir)).every((file) => file.startsWith(partsOfRecent)),
    ).toBe(true);
    // Only this test's uploads: on a shared database other files' uploads are in the table too.
    const chunkRows = await t.database.db
      .select()
      .from(resumableUploadChunks)
      .where(inArray(resumableUploadChunks.uploadId, [abandoned, recent, finished, cancelled]));
    expect(new Set(chunkRows.map((row) => row.uploadId))).toEqual(new Set([recent]));
    // The finished upload's file is its stored file's: the sweep leaves it be.
    expect((await t.app.inject({ method: 'GET', url: done.body.url })).statusCode).toBe(200);

    // Once the last one is discarded, the parts folder is empty.
    expect((await client.discard(recent)).status).toBe(204);
    expect(await partFilesLeft(t.config.uploadsDir)).toEqual([]);
  });

  it("leaves no part file of a removed company's uploads, whose rows go with it", async () => {
    const creator = await makeUser(t.database.db);
    const company = await makeCompany(t.database.db, creator.id);
    const token = (await signIn(t, creator.email, creator.password)).accessToken;
    const theirs = resumableClient(t.app, token);
    const created = await theirs.create({
      fileName: 'agm.mp4',
      size: video.length,
      type: 'video/mp4',
    });
    await theirs.sendChunk(created.body.uploadId, 1, chunksOf(video)[1]!);
    const multipartId = (await rowOf(created.body.uploadId))!.multipartId!;
    expect(await partsOf(t.config.uploadsDir, multipartId)).toContain('2');

    const removed = await gql(t.app, REMOVE, { id: company.id, p: creator.password }, token);
    expect(removed.error).toBeUndefined();
    expect(await rowOf(created.body.uploadId)).toBeUndefined();
    expect(await partsOf(t.config.uploadsDir, multipartId)).toEqual([]);
  });
});
