import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { companies, users } from '../../db/schema';
import {
  GOOD_PASSWORD,
  VERIFY,
  countUsersWithEmail,
  lastCodeFor,
  makeUser,
  signIn,
  uniqueAsxCode,
  uniqueEmail,
} from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const REGISTER_USER = `mutation($input: RegisterUserInput!) { registerUser(registerUserInput: $input) { message otpExpiresAt } }`;
const REGISTER_COMPANY = `mutation($input: RegisterCompanyInput!) {
  registerCompany(registerCompanyInput: $input) { userData { companyId token { accessToken } } }
}`;

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: uniqueEmail('ada'),
  password: GOOD_PASSWORD,
  acceptedTAndC: true,
  ...overrides,
});

const company = (overrides: Record<string, unknown> = {}) => ({
  legalBusinessName: 'Lovelace Analytics Ltd',
  abn: '51 824 753 556',
  asxCode: uniqueAsxCode(),
  websiteUrl: 'https://lovelace.example.com',
  email: 'ir@lovelace.example.com',
  ...overrides,
});

describe('registration', () => {
  it('registers a person, verifies the email by code, and registers a company on a Premium trial', async () => {
    const input = person();
    const registered = await gql(t.app, REGISTER_USER, { input });
    expect(registered.data).toMatchObject({
      registerUser: { message: messages.otp.sent(input.email) },
    });

    const fingerprint = randomUUID();
    const otpCode = await lastCodeFor(t.database.db, input.email);
    type Verified = {
      verifyEmailOtp: {
        userData: { companyId: null; inCompany: boolean; token: { accessToken: string } };
      };
    };
    const verified = await gql<Verified>(t.app, VERIFY, {
      input: { email: input.email, otpCode, fingerprint },
    });
    const signedIn = verified.data!.verifyEmailOtp.userData;
    expect(signedIn).toMatchObject({ companyId: null, inCompany: false });

    type Registered = {
      registerCompany: { userData: { companyId: string; token: { accessToken: string } } };
    };
    const made = await gql<Registered>(
      t.app,
      REGISTER_COMPANY,
      { input: company() },
      signedIn.token.accessToken,
    );
    expect(made.error).toBeUndefined();
    const token = made.data!.registerCompany.userData.token.accessToken;
    const detail = await gql(
      t.app,
      '{ getCompanyDetail { legalBusinessName abn validated companyCreator subscription { plan status } } }',
      {},
      token,
    );
    expect(detail.data).toEqual({
      getCompanyDetail: {
        legalBusinessName: 'Lovelace Analytics Ltd',
        abn: '51824753556',
        validated: false,
        companyCreator: true,
        subscription: { plan: 'premium', status: 'trialing' },
      },
    });
  });

  it.each([
    ['Short-1', messages.password.minLength],
    ['lowercase-only-1', messages.password.upperAndLower],
    ['UPPERCASE-ONLY-1', messages.password.upperAndLower],
    ['No-Numbers-Here', messages.password.number],
    ['NoSpecial123', messages.password.special],
    ['', messages.password.required],
  ])(
    'refuses the password %j with the message for its rule and writes nothing',
    async (password, message) => {
      const input = person({ password });
      const refused = await gql(t.app, REGISTER_USER, { input });
      expect(refused.error).toEqual({ code: 'BAD_USER_INPUT', message });
      expect(await countUsersWithEmail(t.database.db, input.email)).toBe(0);
    },
  );

  it('refuses a common password, or one holding the person’s name, and writes nothing', async () => {
    for (const [password, message] of [
      ['Password123!', messages.password.tooCommon],
      ['Lovelace-2026!', messages.password.containsName],
    ] as const) {
      const email = uniqueEmail('ada');
      const answer = await gql(t.app, REGISTER_USER, { input: person({ email, password }) });
      expect(answer.error).toEqual({ code: 'BAD_USER_INPUT', message });
      expect(await countUsersWithEmail(t.database.db, email)).toBe(0);
    }
  });

  it('refuses a malformed email in the spec words', async () => {
    const refused = await gql(t.app, REGISTER_USER, { input: person({ email: 'ada@' }) });
    expect(refused.error).toEqual({ code: 'BAD_USER_INPUT', message: messages.email.invalid });
  });

  it('refuses registration without accepting the terms', async () => {
    const input = person({ acceptedTAndC: false });
    const refused = await gql(t.app, REGISTER_USER, { input });
    expect(refused.error?.message).toBe(messages.auth.termsRequired);
    expect(await countUsersWithEmail(t.database.db, input.email)).toBe(0);
  });

  it('refuses a second account for an email that already has a verified one', async () => {
    const existing = await makeUser(t.database.db);
    const refused = await gql(t.app, REGISTER_USER, { input: person({ email: existing.email }) });
    expect(refused.error).toEqual({ code: 'CONFLICT', message: messages.auth.accountExists });
    const [still] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(still?.firstName).toBe(existing.firstName);
  });

  it('refuses a company whose ASX code is taken, writing nothing', async () => {
    const founder = await makeUser(t.database.db);
    const session = await signIn(t, founder.email, founder.password);
    const asxCode = uniqueAsxCode();
    expect(
      (await gql(t.app, REGISTER_COMPANY, { input: company({ asxCode }) }, session.accessToken))
        .error,
    ).toBeUndefined();

    const rival = await makeUser(t.database.db);
    const rivalSession = await signIn(t, rival.email, rival.password);
    const refused = await gql(
      t.app,
      REGISTER_COMPANY,
      { input: company({ asxCode, legalBusinessName: 'Copycat Ltd' }) },
      rivalSession.accessToken,
    );
    expect(refused.error).toEqual({ code: 'CONFLICT', message: messages.company.asxTaken });
    expect(
      await t.database.db
        .select()
        .from(companies)
        .where(eq(companies.legalBusinessName, 'Copycat Ltd')),
    ).toHaveLength(0);
  });

  it.each([
    [{ abn: '1234' }, messages.company.abnLength],
    [{ abn: '1234567890A' }, messages.company.abnNumeric],
    [{ websiteUrl: 'not a url' }, messages.company.websiteInvalid],
    [{ legalBusinessName: '  ' }, messages.company.legalBusinessNameRequired],
  ])('refuses company details %j with %j', async (bad, message) => {
    const founder = await makeUser(t.database.db);
    const session = await signIn(t, founder.email, founder.password);
    const refused = await gql(
      t.app,
      REGISTER_COMPANY,
      { input: company(bad) },
      session.accessToken,
    );
    expect(refused.error).toEqual({ code: 'BAD_USER_INPUT', message });
  });
});
