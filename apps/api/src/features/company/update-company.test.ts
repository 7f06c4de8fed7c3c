import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@quorum/shared';
import { companies } from '../../db/schema';
import { addMember, makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp({ rateLimitMultiplier: 100 });

const UPDATE = `mutation($i: UpdateCompanyInput!) {
  updateCompany(updateCompanyInput: $i) {
    message
    company { _id legalBusinessName optionalBusinessName email phoneNumber websiteUrl about
      addressLineOne addressLineTwo suburb state postCode abn asxCode location { coordinates } }
  }
}`;

type Updated = {
  updateCompany: {
    message: string;
    company: Record<string, unknown> & { location: { coordinates: number[] } | null };
  };
};

const details = {
  legalBusinessName: 'Swan River Minerals Ltd',
  optionalBusinessName: 'Swan River',
  email: 'IR@SwanRiver.example.com',
  phoneNumber: '08 9321 4000',
  websiteUrl: 'https://swanriver.example.com',
  about: 'Lithium and nickel in the Goldfields.',
  addressLineOne: 'Level 5, 200 St Georges Terrace',
  addressLineTwo: null,
  suburb: 'Perth',
  state: 'WA',
  postCode: '6000',
  latitude: -31.948762,
  longitude: 115.859912,
};

let companyId: string;
let adminToken: string;
let viewerToken: string;
let customNoneToken: string;

async function storedCompany() {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
  return row!;
}

beforeAll(async () => {
  const db = t.database.db;
  const admin = await makeUser(db);
  companyId = (await makeCompany(db, admin.id, { name: 'Original Name Ltd' })).id;
  const viewer = await makeUser(db);
  await addMember(db, companyId, viewer.id, 'viewer');
  const custom = await makeUser(db);
  await addMember(db, companyId, custom.id, 'custom');
  adminToken = (await signIn(t, admin.email, admin.password)).accessToken;
  viewerToken = (await signIn(t, viewer.email, viewer.password)).accessToken;
  customNoneToken = (await signIn(t, custom.email, custom.password)).accessToken;
});

describe('saving company details', () => {
  it('saves every field, with the success message and the location longitude first', async () => {
    const answer = await gql<Updated>(t.app, UPDATE, { i: { ...details, companyId } }, adminToken);
    expect(answer.error).toBeUndefined();
    expect(answer.data!.updateCompany.message).toBe('Company profile update successful');
    expect(answer.data!.updateCompany.company).toMatchObject({
      legalBusinessName: 'Swan River Minerals Ltd',
      email: 'ir@swanriver.example.com',
      phoneNumber: '0893214000',
      postCode: '6000',
      abn: '12345678901',
      location: { coordinates: [115.859912, -31.948762] },
    });
    const row = await storedCompany();
    expect(row).toMatchObject({ suburb: 'Perth', state: 'WA', addressLineTwo: null });
    expect(row.longitude).toBe(115.859912);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a postcode of 3 digits', { postCode: '600' }, messages.company.postCodeInvalid],
    ['a postcode of 6 digits', { postCode: '600000' }, messages.company.postCodeInvalid],
    ['a phone number of 9 digits', { phoneNumber: '089321400' }, messages.company.phoneInvalid],
    ['an invalid website', { websiteUrl: 'swan river' }, messages.company.websiteInvalid],
    ['an empty website', { websiteUrl: '' }, messages.company.websiteRequired],
    ['an invalid email', { email: 'ir@' }, messages.company.emailInvalid],
    [
      'no business name',
      { legalBusinessName: undefined },
      messages.company.legalBusinessNameRequired,
    ],
    ['no email', { email: undefined }, messages.company.emailRequired],
    ['no about text', { about: '  ' }, messages.company.aboutRequired],
    ['no address', { addressLineOne: undefined }, messages.company.addressRequired],
    ['no state', { state: '' }, messages.company.stateRequired],
    ['no postcode', { postCode: undefined }, messages.company.postCodeInvalid],
  ];

  it.each(refusals)(
    'refuses %s with its message and writes nothing',
    async (_name, bad, message) => {
      const before = await storedCompany();
      const answer = await gql(
        t.app,
        UPDATE,
        { i: { ...details, legalBusinessName: 'Changed Ltd', ...bad } },
        adminToken,
      );
      expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message });
      expect(await storedCompany()).toEqual(before);
    },
  );

  it('does not accept an ABN or ASX code: they are read-only', async () => {
    const before = await storedCompany();
    const answer = await gql(t.app, UPDATE, { i: { ...details, abn: '99999999999' } }, adminToken);
    // Refused before it ran (the input type has no such field); plain JSON answers that with 200.
    expect(answer.status).toBe(200);
    expect(answer.error?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.data).toBeNull();
    expect(await storedCompany()).toEqual(before);
  });

  it.each([
    ['a viewer', () => viewerToken],
    ['a custom member without company details access', () => customNoneToken],
  ])('refuses %s and writes nothing', async (_who, token) => {
    const before = await storedCompany();
    const answer = await gql(t.app, UPDATE, { i: { ...details, about: 'Changed' } }, token());
    expect(answer.error?.code).toBe('FORBIDDEN');
    expect(await storedCompany()).toEqual(before);
  });

  it('refuses a company id other than the session’s and writes nothing', async () => {
    const db = t.database.db;
    const other = await makeCompany(db, (await makeUser(db)).id);
    const before = await storedCompany();
    const answer = await gql(
      t.app,
      UPDATE,
      { i: { ...details, about: 'Changed', companyId: other.id } },
      adminToken,
    );
    expect(answer.error).toEqual({ code: 'FORBIDDEN', message: messages.auth.notInCompany });
    expect(await storedCompany()).toEqual(before);
  });
});
