import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import { companyMembers, users } from '../../db/schema';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { FAKE_EXE, TINY_PNG, pngOfSize, uploadFile } from '../../testing/files';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const UPDATE = `mutation($i: UpdateUserProfileInput!) {
  updateUserProfile(updateUserProfileInput: $i) { firstName lastName userName jobTitle mobileNum }
}`;
const SET_IMAGE = `mutation($key: String) {
  updateUserProfileImage(profileImage: $key) { profileImage profileImageUrl }
}`;
const ME =
  '{ loggedInUserDetail { firstName lastName jobTitle mobileNum profileImage profileImageUrl } }';

interface Person {
  id: string;
  token: string;
}

async function person(inCompany = true): Promise<Person> {
  const user = await makeUser(t.database.db);
  if (inCompany) await makeCompany(t.database.db, user.id);
  return { id: user.id, token: (await signIn(t, user.email, user.password)).accessToken };
}

async function rowOf(userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

async function uploadProfileImage(token: string, bytes = TINY_PNG) {
  const upload = await uploadFile(t.app, 'profile-image', { bytes, filename: 'me.png' }, token);
  return upload;
}

let ava: Person;
beforeAll(async () => {
  ava = await person();
});

describe('updating one’s own profile', () => {
  it('saves name, job title and phone, and the next read shows them', async () => {
    const input = {
      firstName: 'Ava',
      lastName: 'Lee',
      jobTitle: 'Head of IR',
      mobileNum: '0412 345 678',
    };
    const saved = await gql(t.app, UPDATE, { i: input }, ava.token);
    expect(saved.error).toBeUndefined();
    expect(saved.data).toEqual({
      updateUserProfile: {
        firstName: 'Ava',
        lastName: 'Lee',
        userName: 'Ava Lee',
        jobTitle: 'Head of IR',
        mobileNum: '0412345678',
      },
    });
    const me = await gql<{ loggedInUserDetail: Record<string, unknown> }>(t.app, ME, {}, ava.token);
    expect(me.data?.loggedInUserDetail).toMatchObject({
      jobTitle: 'Head of IR',
      mobileNum: '0412345678',
    });
    const [member] = await t.database.db
      .select({ jobTitle: companyMembers.jobTitleInCompany })
      .from(companyMembers)
      .where(eq(companyMembers.userId, ava.id));
    expect(member?.jobTitle).toBe('Head of IR');
  });

  it('refuses a phone of 9 digits with the spec message and writes nothing', async () => {
    const before = await rowOf(ava.id);
    const refused = await gql(
      t.app,
      UPDATE,
      { i: { firstName: 'Changed', lastName: 'Name', mobileNum: '041234567' } },
      ava.token,
    );
    expect(refused.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.company.phoneInvalid,
    });
    expect(await rowOf(ava.id)).toEqual(before);
  });

  it('refuses an empty first name and writes nothing', async () => {
    const before = await rowOf(ava.id);
    const refused = await gql(t.app, UPDATE, { i: { firstName: ' ', lastName: 'Lee' } }, ava.token);
    expect(refused.error?.message).toBe(messages.auth.firstNameRequired);
    expect(await rowOf(ava.id)).toEqual(before);
  });

  it('clears the job title and phone when they are left empty', async () => {
    const saved = await gql<{
      updateUserProfile: { jobTitle: string | null; mobileNum: string | null };
    }>(
      t.app,
      UPDATE,
      { i: { firstName: 'Ava', lastName: 'Lee', jobTitle: '', mobileNum: '' } },
      ava.token,
    );
    expect(saved.data?.updateUserProfile).toMatchObject({ jobTitle: null, mobileNum: null });
  });

  it('lets a person with no company yet edit their profile too', async () => {
    const newcomer = await person(false);
    const saved = await gql(
      t.app,
      UPDATE,
      { i: { firstName: 'Noa', lastName: 'Kim', jobTitle: 'CFO' } },
      newcomer.token,
    );
    expect(saved.error).toBeUndefined();
    expect((await rowOf(newcomer.id)).jobTitle).toBe('CFO');
  });
});

describe('the profile image', () => {
  it('attaches an image the person uploaded and shows it at a signed address', async () => {
    const upload = await uploadProfileImage(ava.token);
    expect(upload.status).toBe(201);
    const saved = await gql<{
      updateUserProfileImage: { profileImage: string; profileImageUrl: string };
    }>(t.app, SET_IMAGE, { key: upload.body.key }, ava.token);
    expect(saved.error).toBeUndefined();
    const { profileImage, profileImageUrl } = saved.data!.updateUserProfileImage;
    expect(profileImage).toBe(upload.body.key);
    const served = await t.app.inject({ method: 'GET', url: profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('refuses an image someone else uploaded and keeps the person’s own', async () => {
    const other = await person();
    const theirs = await uploadProfileImage(other.token);
    const before = await rowOf(ava.id);
    const refused = await gql(t.app, SET_IMAGE, { key: theirs.body.key }, ava.token);
    expect(refused.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.uploads.unknownFile,
    });
    expect(await rowOf(ava.id)).toEqual(before);
  });

  it('refuses a company logo as a profile image', async () => {
    const logo = await uploadFile(
      t.app,
      'company-logo',
      { bytes: TINY_PNG, filename: 'logo.png' },
      ava.token,
    );
    expect(logo.status).toBe(201);
    const refused = await gql(t.app, SET_IMAGE, { key: logo.body.key }, ava.token);
    expect(refused.error?.message).toBe(messages.uploads.unknownFile);
  });

  it('never gets a key for an oversize image or a renamed .exe, so the picture stays', async () => {
    const before = await rowOf(ava.id);
    const oversize = await uploadProfileImage(ava.token, pngOfSize(126 * 1024));
    expect(oversize).toMatchObject({
      status: 413,
      body: { message: messages.uploads.profileImageTooLarge },
    });
    const exe = await uploadProfileImage(ava.token, FAKE_EXE);
    expect(exe).toMatchObject({ status: 400, body: { message: messages.uploads.disguised } });
    expect(oversize.body.key ?? exe.body.key).toBeUndefined();
    expect(await rowOf(ava.id)).toEqual(before);
  });

  it.each([null, ''])('removes the image when given %j', async (key) => {
    const upload = await uploadProfileImage(ava.token);
    await gql(t.app, SET_IMAGE, { key: upload.body.key }, ava.token);
    const removed = await gql(t.app, SET_IMAGE, { key }, ava.token);
    expect(removed.data).toEqual({
      updateUserProfileImage: { profileImage: null, profileImageUrl: null },
    });
    expect((await rowOf(ava.id)).profileImage).toBeNull();
  });
});
