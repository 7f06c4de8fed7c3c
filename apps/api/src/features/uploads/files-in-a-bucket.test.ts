import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyRing } from '../../core/keys';
import { s3Storage } from '../../lib/storage';
import { startLocalS3 } from '../../lib/storage/testing/local-s3';
import type { LocalS3 } from '../../lib/storage/testing/local-s3';
import { TINY_PNG, uploadFile } from '../../testing/files';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { makeTeam } from '../thread/testing/thread-test-kit';
import type { Team } from '../thread/testing/thread-test-kit';
import { SAMPLE_ATTACHMENTS } from './sample-attachments';
import { FileUrlSigner } from './signed-urls';

let s3: LocalS3;
let t: TestApp;
let team: Team;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ rateLimitMultiplier: 100, storage: { driver: 's3', s3: s3.settings } });
  team = await makeTeam(t);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const uploadLogo = async () => {
  const upload = await uploadFile(
    t.app,
    'company-logo',
    { bytes: TINY_PNG, filename: 'logo.png' },
    team.admin,
  );
  expect(upload.status).toBe(201);
  return { key: upload.body.key!, url: upload.body.url! };
};

describe('files in an S3 bucket (STORAGE=s3)', () => {
  it('keeps an upload in the bucket and nothing on the server’s disk', async () => {
    const { key } = await uploadLogo();
    expect(await s3Storage(s3.settings).stat(key)).toEqual({ size: TINY_PNG.length });
    expect(await readdir(t.config.uploadsDir)).toEqual([]);
  });

  it('opens a file’s link by sending the browser to the bucket’s own signed address, with the file’s type, name and cache rule', async () => {
    const { key, url } = await uploadLogo();
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(302);
    expect(served.headers['cache-control']).toBe('no-store');
    const address = new URL(served.headers.location as string);
    expect(`${address.origin}${address.pathname}`).toBe(
      `${s3.settings.endpoint}/${s3.settings.bucket}/${key}`,
    );
    // The app's link lasts an hour: the bucket's address no longer.
    expect(Number(address.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600);

    const fromBucket = await fetch(address);
    expect(fromBucket.status).toBe(200);
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    expect(fromBucket.headers.get('content-type')).toBe('image/png');
    expect(fromBucket.headers.get('content-disposition')).toBe(
      `inline; filename="logo.png"; filename*=UTF-8''logo.png`,
    );
    expect(fromBucket.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('sends an investor’s attachment from the bucket as a download no cache keeps', async () => {
    const upload = await uploadFile(
      t.app,
      'enquiry-attachment',
      { ...SAMPLE_ATTACHMENTS.pdf, filename: 'Résumé Q3.pdf' },
      team.editor,
    );
    expect(upload.status).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: upload.body.url! });
    expect(served.statusCode).toBe(302);
    const fromBucket = await fetch(served.headers.location as string);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ Q3.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Q3.pdf`,
    );
    expect(fromBucket.headers.get('cache-control')).toBe('private, no-store');
    await fromBucket.arrayBuffer();
  });

  it('lets the bucket’s address live no longer than the app’s link it came from (at least a minute)', async () => {
    const { key } = await uploadLogo();
    const links = new FileUrlSigner(new KeyRing(t.config.authKeys));
    const inTwoMinutes = await t.app.inject({
      method: 'GET',
      url: links.url(key, Date.now(), 120),
    });
    const twoMinutes = Number(
      new URL(inTwoMinutes.headers.location as string).searchParams.get('X-Amz-Expires'),
    );
    expect(twoMinutes).toBeGreaterThan(100);
    expect(twoMinutes).toBeLessThanOrEqual(120);
    const inSeconds = await t.app.inject({ method: 'GET', url: links.url(key, Date.now(), 5) });
    expect(
      Number(new URL(inSeconds.headers.location as string).searchParams.get('X-Amz-Expires')),
    ).toBe(60);
  });

  it('refuses a forged or expired link before sending anyone to the bucket', async () => {
    const { key, url } = await uploadLogo();
    const forged = await t.app.inject({
      method: 'GET',
      url: url.replace(/signature=.{4}/, 'signature=AAAA'),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers.location).toBeUndefined();
    const links = new FileUrlSigner(new KeyRing(t.config.authKeys));
    const expired = await t.app.inject({
      method: 'GET',
      url: links.url(key, Date.now() - 2 * 60 * 60 * 1000),
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.headers.location).toBeUndefined();
  });
});
