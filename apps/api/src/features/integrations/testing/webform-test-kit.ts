import { randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { enquiries, outboxEmails } from '../../../db/schema';
import { makeCompany, makeUser, signIn, uniqueEmail } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import type { WebformConfigView } from '../service';

/** The site a test company's form is embedded in. */
export const COMPANY_SITE = 'https://investors.example.com';

export interface RestAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  text: string;
}

/** One REST call to the real server, as the dashboard or a browser would make it. */
export async function rest<T = Record<string, unknown>>(
  t: TestApp,
  method: 'GET' | 'PUT' | 'POST' | 'OPTIONS',
  url: string,
  options: {
    token?: string | undefined;
    body?: unknown;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
): Promise<RestAnswer<T>> {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let body = {} as T;
  try {
    body = response.json() as T;
  } catch {
    // Pages and scripts are not JSON; their text is in `text`.
  }
  return { status: response.statusCode, headers: response.headers, body, text: response.body };
}

/** A company with its admin signed in; its form set up for COMPANY_SITE unless told otherwise. */
export async function makeWebformCompany(
  t: TestApp,
  options: { plan?: 'freemium' | 'premium'; origin?: string | null } = {},
) {
  const db = t.database.db;
  const admin = await makeUser(db);
  const company = await makeCompany(db, admin.id, {
    plan: options.plan ?? 'premium',
    name: 'Southern Cross Minerals Ltd',
  });
  const token = (await signIn(t, admin.email, admin.password)).accessToken;
  let config: WebformConfigView | undefined;
  if (options.plan !== 'freemium') {
    config = (await rest<WebformConfigView>(t, 'GET', '/webform', { token })).body;
    const origin = options.origin === undefined ? COMPANY_SITE : options.origin;
    if (origin)
      config = (
        await rest<WebformConfigView>(t, 'PUT', '/webform', {
          token,
          body: { authorizedOrigins: [origin] },
        })
      ).body;
  }
  return { companyId: company.id, admin, token, config };
}

/** A fresh client address per test, so one test's submissions never count against another's. */
export const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const investorQuestion = () => ({
  firstName: 'Ada',
  lastName: 'Shareholder',
  email: uniqueEmail('investor'),
  question: 'When is the next dividend paid, and who is on the register for it?',
  website: '',
});

/** What a submission would have stored: the company's enquiries and the mail queued for it. */
export async function storedFor(t: TestApp, companyId: string) {
  const db = t.database.db;
  const [questions] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(eq(enquiries.companyId, companyId));
  const [mails] = await db
    .select({ n: count() })
    .from(outboxEmails)
    .where(eq(outboxEmails.companyId, companyId));
  return { enquiries: questions!.n, emails: mails!.n };
}
