import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { countCompanyFiles } from '../../testing/factories';
import { FAKE_EXE, TINY_GIF, TINY_PNG, pngOfSize, uploadFile } from '../../testing/files';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });
let adminToken: string;
let viewerToken: string;
let companyId: string;

const filesOfCompany = () => countCompanyFiles(t.database.db, companyId);

beforeAll(async () => {
  const db = t.database.db;
  const admin = await makeUser(db);
  companyId = (await makeCompany(db, admin.id)).id;
  const viewer = await makeUser(db);
  await addMember(db, companyId, viewer.id, 'viewer');
  adminToken = (await signIn(t, admin.email, admin.password)).accessToken;
  viewerToken = (await signIn(t, viewer.email, viewer.password)).accessToken;
});

describe('uploads', () => {
  it('stores a real PNG logo and serves it only at its signed address', async () => {
    const upload = await uploadFile(
      t.app,
      'company-logo',
      { bytes: TINY_PNG, filename: 'logo.png' },
      adminToken,
    );
    expect(upload.status).toBe(201);
    expect(upload.body.key).toMatch(/\.png$/);

    const served = await t.app.inject({ method: 'GET', url: upload.body.url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const tampered = await t.app.inject({
      method: 'GET',
      url: upload.body.url!.replace(/signature=.{4}/, 'signature=AAAA'),
    });
    expect(tampered.statusCode).toBe(403);
    const bare = await t.app.inject({ method: 'GET', url: `/files/${upload.body.key}` });
    expect(bare.statusCode).toBe(403);
  });

  it('serves part of a stored file when asked for a byte range, so audio and video can seek', async () => {
    const upload = await uploadFile(
      t.app,
      'company-logo',
      { bytes: TINY_PNG, filename: 'logo.png' },
      adminToken,
    );
    const part = await t.app.inject({
      method: 'GET',
      url: upload.body.url!,
      headers: { range: 'bytes=1-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${TINY_PNG.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(TINY_PNG.subarray(1, 4))).toBe(true);

    const past = await t.app.inject({
      method: 'GET',
      url: upload.body.url!,
      headers: { range: `bytes=${TINY_PNG.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${TINY_PNG.length}`);
  });

  it('refuses a logo over 5 MB with the spec message and stores nothing', async () => {
    const before = await filesOfCompany();
    const upload = await uploadFile(
      t.app,
      'company-logo',
      { bytes: pngOfSize(5 * 1024 * 1024 + 10), filename: 'big.png' },
      adminToken,
    );
    expect(upload.status).toBe(413);
    expect(upload.body.message).toBe(messages.uploads.logoTooLarge);
    expect(await filesOfCompany()).toBe(before);
  });

  it('refuses a renamed .exe posing as a .png and stores nothing', async () => {
    const before = await filesOfCompany();
    const upload = await uploadFile(
      t.app,
      'company-logo',
      { bytes: FAKE_EXE, filename: 'logo.png', type: 'image/png' },
      adminToken,
    );
    expect(upload.status).toBe(400);
    expect(upload.body.message).toBe(messages.uploads.disguised);
    expect(await filesOfCompany()).toBe(before);
  });

  it('refuses a GIF logo as an unsupported format', async () => {
    const upload = await uploadFile(
      t.app,
      'company-logo',
      { bytes: TINY_GIF, filename: 'logo.gif', type: 'image/gif' },
      adminToken,
    );
    expect(upload.status).toBe(400);
    expect(upload.body.message).toBe(messages.uploads.imageWrongType);
  });

  it('refuses a profile image over 125 kb with the spec message', async () => {
    const upload = await uploadFile(
      t.app,
      'profile-image',
      { bytes: pngOfSize(126 * 1024), filename: 'me.png' },
      viewerToken,
    );
    expect(upload.status).toBe(413);
    expect(upload.body.message).toBe(messages.uploads.profileImageTooLarge);
  });

  it('lets a viewer upload their own profile image but not the company logo', async () => {
    const own = await uploadFile(
      t.app,
      'profile-image',
      { bytes: TINY_PNG, filename: 'me.png' },
      viewerToken,
    );
    expect(own.status).toBe(201);
    const logo = await uploadFile(
      t.app,
      'company-logo',
      { bytes: TINY_PNG, filename: 'logo.png' },
      viewerToken,
    );
    expect(logo.status).toBe(403);
  });

  it('refuses uploads without a session and of unknown kinds', async () => {
    const anonymous = await uploadFile(t.app, 'company-logo', {
      bytes: TINY_PNG,
      filename: 'logo.png',
    });
    expect(anonymous.status).toBe(401);
    const unknown = await uploadFile(
      t.app,
      'anything',
      { bytes: TINY_PNG, filename: 'x.png' },
      adminToken,
    );
    expect(unknown.status).toBe(404);
  });
});
