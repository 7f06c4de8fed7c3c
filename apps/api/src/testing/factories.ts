import { randomInt, randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { NamedPermission } from '@quorum/shared';
import { AREA_KEYS } from '@quorum/shared';
import type { Db } from '../db/client';
import { outboxEmails, storedFiles, users } from '../db/schema';
import { hashPassword } from '../features/auth/passwords';
import { insertUser } from '../features/auth/repo';
import { insertCompany, insertSubscription } from '../features/company/repo';
import { insertMember } from '../core/identity/memberships';
import type { TestApp } from './test-app';
import { gql } from './graphql';

export const GOOD_PASSWORD = 'Sturdy-pass-123';

export const uniqueEmail = (label = 'person') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A unique ASX-style code: letters and digits, at most 6. */
/**
 * ASX codes are unique across companies and at most 6 characters: 'T' and 5 base-36 digits, counted
 * up from a random start per process. Random codes alone collided once a run made ~1,500 companies
 * (5 hex digits: a birthday collision was near certain); a count cannot repeat within a process,
 * and two processes' runs of a few thousand rarely meet in 60 million.
 */
let nextAsxCode = randomInt(0, 36 ** 5 - 1_000_000);
export const uniqueAsxCode = () =>
  `T${(nextAsxCode++).toString(36).toUpperCase().padStart(5, '0')}`;

export async function makeUser(
  db: Db,
  options: { email?: string; password?: string; verified?: boolean } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? GOOD_PASSWORD;
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Test',
    lastName: 'Person',
    acceptedTAndC: true,
    verifiedAt: options.verified === false ? null : new Date(),
  });
  return { ...user, password };
}

export async function makeCompany(
  db: Db,
  creatorId: string,
  options: { plan?: 'freemium' | 'premium'; name?: string } = {},
) {
  const company = await insertCompany(db, {
    userId: creatorId,
    legalBusinessName: options.name ?? `Test Holdings ${randomUUID().slice(0, 4)} Ltd`,
    abn: '12345678901',
    asxCode: uniqueAsxCode(),
    websiteUrl: 'https://example.com',
  });
  await insertMember(db, {
    companyId: company.id,
    userId: creatorId,
    role: 'admin',
    companyCreator: true,
  });
  await insertSubscription(db, {
    companyId: company.id,
    plan: options.plan ?? 'premium',
    status: 'active',
    quantity: 5000,
    startDate: new Date(),
  });
  return company;
}

/** Adds an existing user to a company with a role and, for a custom role, its grants. */
export async function addMember(
  db: Db,
  companyId: string,
  userId: string,
  role: 'admin' | 'member' | 'viewer' | 'custom',
  permissions: NamedPermission[] = [],
) {
  await insertMember(db, { companyId, userId, role, permissions });
}

/** The newest mail to an address, as the dev mailbox shows it. */
export async function lastEmailTo(db: Db, to: string) {
  const [mail] = await db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(1);
  return mail;
}

export async function lastCodeFor(db: Db, to: string): Promise<number> {
  const mail = await lastEmailTo(db, to);
  const code = mail?.textBody.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return Number(code);
}

export async function countUsersWithEmail(db: Db, email: string) {
  return (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email)))
  ).length;
}

export const LOGIN = `mutation Login($input: LoginUserInput!) {
  userLogin(loginUserInput: $input) {
    otpData { message otpExpiresAt }
    userData { companyId inCompany token { accessToken refreshToken accessTokenExpiresIn } user { email plan } }
  }
}`;

export const VERIFY = `mutation Verify($input: VerifyEmailOtpInput!) {
  verifyEmailOtp(verifyEmailOtpInput: $input) {
    userData { companyId inCompany token { accessToken refreshToken } user { email verifiedAt } }
  }
}`;

interface SignedIn {
  accessToken: string;
  refreshToken: string;
  companyId: string | null;
}

/** Signs in through the real flow: password, then the emailed code for a new device. */
export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  fingerprint: string = randomUUID(),
): Promise<SignedIn> {
  type LoginData = {
    userLogin: {
      otpData: unknown;
      userData: {
        companyId: string | null;
        token: { accessToken: string; refreshToken: string };
      } | null;
    };
  };
  const login = await gql<LoginData>(t.app, LOGIN, { input: { email, password, fingerprint } });
  if (login.error) throw new Error(`sign-in failed: ${login.error.message}`);
  const done = login.data!.userLogin.userData;
  if (done) return { ...done.token, companyId: done.companyId };
  const otpCode = await lastCodeFor(t.database.db, email);
  type VerifyData = {
    verifyEmailOtp: {
      userData: { companyId: string | null; token: { accessToken: string; refreshToken: string } };
    };
  };
  const verified = await gql<VerifyData>(t.app, VERIFY, { input: { email, otpCode, fingerprint } });
  if (verified.error) throw new Error(`code failed: ${verified.error.message}`);
  const userData = verified.data!.verifyEmailOtp.userData;
  return { ...userData.token, companyId: userData.companyId };
}

/** Every area granted in full: a custom role that may do everything a page allows. */
export const FULL_CUSTOM_GRANTS: NamedPermission[] = AREA_KEYS.map((name) => ({
  name,
  allowed: true,
  acessType: 'full',
}));

/** A company with its admin, a viewer and a custom member without grants, all signed in. */
export async function makeStaffTeam(t: TestApp, plan: 'freemium' | 'premium' = 'premium') {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id, { plan });
  const viewer = await makeUser(db);
  await addMember(db, company.id, viewer.id, 'viewer');
  const outsider = await makeUser(db);
  await addMember(db, company.id, outsider.id, 'custom');
  return {
    companyId: company.id,
    admin: (await signIn(t, admin.email, admin.password)).accessToken,
    viewer: (await signIn(t, viewer.email, viewer.password)).accessToken,
    customNone: (await signIn(t, outsider.email, outsider.password)).accessToken,
  };
}

/** How many stored files the company's rows name. */
export async function countCompanyFiles(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(storedFiles)
    .where(eq(storedFiles.companyId, companyId));
  return row!.n;
}
