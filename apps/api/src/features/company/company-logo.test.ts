import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import { companies, storedFiles } from '../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { FAKE_EXE, TINY_PNG, pngOfSize, uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { FileUrlSigner } from '../uploads/signed-urls';
import { KeyRing } from '../../core/keys';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const UPDATE_LOGO = `mutation($key: String!) {
  updateCompanyLogo(companyLogo: $key) { message company { companyLogo companyLogoUrl } }
}`;
const LIST = '{ userCompanyList { _id companyLogo companyLogoUrl } }';

type LogoAnswer = {
  updateCompanyLogo: { message: string; company: { companyLogo: string; companyLogoUrl: string } };
};

let companyId: string;
let adminToken: string;
let viewerToken: string;
let otherAdminToken: string;

async function logoOf(id = companyId) {
  const [row] = await t.database.db
    .select({ logo: companies.companyLogo })
    .from(companies)
    .where(eq(companies.id, id));
  return row!.logo;
}

async function uploadLogo(token: string, bytes = TINY_PNG, filename = 'logo.png') {
  return uploadFile(t.app, 'company-logo', { bytes, filename }, token);
}

beforeAll(async () => {
  const db = t.database.db;
  const admin = await makeUser(db);
  companyId = (await makeCompany(db, admin.id)).id;
  const viewer = await makeUser(db);
  await addMember(db, companyId, viewer.id, 'viewer');
  const otherAdmin = await makeUser(db);
  await makeCompany(db, otherAdmin.id);
  adminToken = (await signIn(t, admin.email, admin.password)).accessToken;
  viewerToken = (await signIn(t, viewer.email, viewer.password)).accessToken;
  otherAdminToken = (await signIn(t, otherAdmin.email, otherAdmin.password)).accessToken;
});

describe('the company logo', () => {
  it('attaches an uploaded logo, serves it at a signed address and lists it for the switcher', async () => {
    const upload = await uploadLogo(adminToken);
    const answer = await gql<LogoAnswer>(t.app, UPDATE_LOGO, { key: upload.body.key }, adminToken);
    expect(answer.error).toBeUndefined();
    expect(answer.data!.updateCompanyLogo.message).toBe('Company logo updated successfully');
    const { companyLogo, companyLogoUrl } = answer.data!.updateCompanyLogo.company;
    expect(companyLogo).toBe(upload.body.key);
    const served = await t.app.inject({ method: 'GET', url: companyLogoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const list = await gql<{ userCompanyList: { companyLogoUrl: string | null }[] }>(
      t.app,
      LIST,
      {},
      adminToken,
    );
    expect(list.data!.userCompanyList[0]!.companyLogoUrl).toMatch(/^\/files\/.+signature=/);
  });

  it('deletes the logo it replaces, its row and its bytes', async () => {
    const old = await logoOf();
    expect(old).toBeTruthy();
    const oldUrl = new FileUrlSigner(new KeyRing(t.config.authKeys)).url(old!);
    expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(200);
    const next = await uploadLogo(adminToken);
    await gql(t.app, UPDATE_LOGO, { key: next.body.key }, adminToken);
    expect(await logoOf()).toBe(next.body.key);
    const rows = await t.database.db.select().from(storedFiles).where(eq(storedFiles.key, old!));
    expect(rows).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
  });

  it('refuses a key uploaded by another company and keeps the logo', async () => {
    const before = await logoOf();
    const foreign = await uploadLogo(otherAdminToken);
    const answer = await gql(t.app, UPDATE_LOGO, { key: foreign.body.key }, adminToken);
    expect(answer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.uploads.unknownFile,
    });
    expect(await logoOf()).toBe(before);
  });

  it('refuses a key that was never uploaded and keeps the logo', async () => {
    const before = await logoOf();
    const answer = await gql(t.app, UPDATE_LOGO, { key: 'no-such-file.png' }, adminToken);
    expect(answer.error?.message).toBe(messages.uploads.unknownFile);
    expect(await logoOf()).toBe(before);
  });

  it('refuses a viewer and keeps the logo', async () => {
    const before = await logoOf();
    const upload = await uploadLogo(adminToken);
    const answer = await gql(t.app, UPDATE_LOGO, { key: upload.body.key }, viewerToken);
    expect(answer.error?.code).toBe('FORBIDDEN');
    expect(await logoOf()).toBe(before);
  });

  it.each([
    ['an oversize logo', pngOfSize(5 * 1024 * 1024 + 1), 'big.png', messages.uploads.logoTooLarge],
    ['a renamed .exe posing as a .png', FAKE_EXE, 'logo.png', messages.uploads.disguised],
    [
      'a file of the wrong type',
      Buffer.from('%PDF-1.4\n'),
      'logo.pdf',
      messages.uploads.imageWrongType,
    ],
  ])(
    'refuses %s at upload, so there is nothing to attach',
    async (_name, bytes, filename, message) => {
      const before = await logoOf();
      const upload = await uploadLogo(adminToken, bytes, filename);
      expect(upload.body).toMatchObject({ code: 'BAD_USER_INPUT', message });
      expect(upload.body.key).toBeUndefined();
      expect(await logoOf()).toBe(before);
    },
  );
});
