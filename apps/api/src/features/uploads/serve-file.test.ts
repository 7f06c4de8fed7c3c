import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { KeyRing } from '../../core/keys';
import { localDiskStorage } from '../../lib/storage';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { useTestApp } from '../../testing/test-app';
import { makeTeam } from '../thread/testing/thread-test-kit';
import type { Team } from '../thread/testing/thread-test-kit';
import { insertStoredFile } from './repo';
import { FileUrlSigner } from './signed-urls';

const t = useTestApp({ rateLimitMultiplier: 100 });
let team: Team;
let links: FileUrlSigner;

beforeAll(async () => {
  team = await makeTeam(t);
  links = new FileUrlSigner(new KeyRing(t.config.authKeys));
});

/** A large video put straight into storage through a multipart upload, with its row. */
async function storedVideo(size: number) {
  const storage = localDiskStorage(t.config.uploadsDir);
  const key = `${randomUUID()}.mp4`;
  const bytes = randomBytes(size);
  const id = await storage.multipart.begin(key);
  const etag = await storage.multipart.putPart(key, id, 1, bytes);
  await storage.multipart.complete(key, id, [{ partNumber: 1, etag }]);
  await insertStoredFile(t.database.db, {
    key,
    companyId: team.companyId,
    uploadedBy: team.adminId,
    purpose: 'announcement-media',
    contentType: 'video/mp4',
    sizeBytes: size,
    originalName: 'AGM 2025.mp4',
  });
  return { key, bytes, url: links.url(key) };
}

describe('a stored file served from disk', () => {
  it('streams a 12 MB video whole with its length, and any range of it with 206', async () => {
    const video = await storedVideo(12 * 1024 * 1024);
    const whole = await t.app.inject({ method: 'GET', url: video.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(12 * 1024 * 1024));
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(video.bytes)).toBe(true);

    const seek = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=6000000-6000099' },
    });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-length']).toBe('100');
    expect(seek.headers['content-range']).toBe(`bytes 6000000-6000099/${12 * 1024 * 1024}`);
    expect(seek.rawPayload.equals(video.bytes.subarray(6_000_000, 6_000_100))).toBe(true);

    const tail = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=-10' },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.bytes.subarray(-10))).toBe(true);
  });

  it('answers HEAD with the headers and the size, and no body', async () => {
    const video = await storedVideo(3 * 1024 * 1024);
    const head = await t.app.inject({ method: 'HEAD', url: video.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(3 * 1024 * 1024));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 for a file whose bytes are gone, even with a good link', async () => {
    const upload = await uploadFile(
      t.app,
      'company-logo',
      { bytes: TINY_PNG, filename: 'logo.png' },
      team.admin,
    );
    await localDiskStorage(t.config.uploadsDir).remove(upload.body.key!);
    const served = await t.app.inject({ method: 'GET', url: upload.body.url! });
    expect(served.statusCode).toBe(404);
  });
});
