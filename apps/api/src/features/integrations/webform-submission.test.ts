import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WEBFORM_LIMITS, messages } from '@quorum/shared';
import { enquiries, notifications, subscriptions } from '../../db/schema';
import { lastEmailTo } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import {
  COMPANY_SITE,
  freshAddress,
  investorQuestion,
  makeWebformCompany,
  rest,
  storedFor,
} from './testing/webform-test-kit';

const t = useTestApp();
const text = messages.webform;

type Company = Awaited<ReturnType<typeof makeWebformCompany>>;
type Answer = { code?: string; message: string };

/** Posts the form as a browser would: from `origin`, with the secret in its header. */
function submit(
  company: Company,
  options: {
    origin?: string;
    secret?: string;
    address?: string;
    fields?: Record<string, unknown>;
  } = {},
) {
  return rest<Answer>(t, 'POST', '/webform/enquiries', {
    body: { companyId: company.companyId, ...investorQuestion(), ...options.fields },
    headers: {
      origin: options.origin ?? COMPANY_SITE,
      'client-secret': options.secret ?? company.config!.clientSecret,
    },
    remoteAddress: options.address ?? freshAddress(),
  });
}

/** The API's own origin: where the form's iframe is served from. */
const apiOrigin = () => new URL(t.config.appUrl).origin;

describe('a question sent through the web form', () => {
  it('is stored as a guest question in Outstanding when posted from the authorised site', async () => {
    const company = await makeWebformCompany(t);
    const question = investorQuestion();
    const answer = await submit(company, { fields: question });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: text.submitted });
    expect(answer.headers['access-control-allow-origin']).toBe(COMPANY_SITE);
    const [stored] = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.companyId, company.companyId));
    expect(stored).toMatchObject({
      isGuest: true,
      channel: 'web_form',
      investorId: null,
      guestFirstName: question.firstName,
      guestLastName: question.lastName,
      guestEmail: question.email,
      question: question.question,
      status: 'outstanding',
      boardStatus: 'outstanding',
    });
  });

  it('is accepted from the form’s iframe, which reports the authorised site it is embedded in', async () => {
    const company = await makeWebformCompany(t);
    const answer = await submit(company, {
      origin: apiOrigin(),
      fields: { embedderOrigin: COMPANY_SITE },
    });
    expect(answer.status).toBe(201);
    expect((await storedFor(t, company.companyId)).enquiries).toBe(1);
  });

  it('sends the investor a confirmation and tells the team', async () => {
    const company = await makeWebformCompany(t);
    const question = investorQuestion();
    await submit(company, { fields: question });
    const mail = await lastEmailTo(t.database.db, question.email);
    expect(mail?.subject).toBe('We have received your question for Southern Cross Minerals Ltd');
    expect(mail?.textBody).toContain(question.question);
    expect(mail?.textBody).toContain(text.confirmationFooter('Southern Cross Minerals Ltd'));
    expect(mail?.htmlBody).not.toContain('If you did not ask for this');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.companyId, company.companyId),
          eq(notifications.userId, company.admin.id),
        ),
      );
    expect(told).toHaveLength(1);
  });
});

describe('a question the web form refuses stores nothing', () => {
  async function expectRefused(
    company: Company,
    attempt: Promise<{ status: number; body: Answer }>,
    status: number,
    message: string,
  ) {
    const before = await storedFor(t, company.companyId);
    const answer = await attempt;
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await storedFor(t, company.companyId)).toEqual(before);
  }

  it('when posted from a site that is not authorised', async () => {
    const company = await makeWebformCompany(t);
    await expectRefused(
      company,
      submit(company, { origin: 'https://phishing.example.net' }),
      403,
      text.originNotAuthorised,
    );
  });

  it('when the iframe reports a site that is not authorised, or none', async () => {
    const company = await makeWebformCompany(t);
    for (const embedderOrigin of ['https://phishing.example.net', undefined]) {
      await expectRefused(
        company,
        submit(company, { origin: apiOrigin(), fields: { embedderOrigin } }),
        403,
        text.originNotAuthorised,
      );
    }
  });

  it('when the company has no authorised site yet', async () => {
    const company = await makeWebformCompany(t, { origin: null });
    await expectRefused(company, submit(company), 403, text.originNotAuthorised);
  });

  it('with a wrong client secret, or another company’s', async () => {
    const company = await makeWebformCompany(t);
    const other = await makeWebformCompany(t);
    for (const secret of ['not-the-secret', other.config!.clientSecret]) {
      await expectRefused(company, submit(company, { secret }), 403, text.wrongSecret);
    }
  });

  it('for a company with no web form, or no such company', async () => {
    const company = await makeWebformCompany(t);
    for (const companyId of ['00000000-0000-4000-8000-000000000000', 'not-an-id', 42]) {
      await expectRefused(
        company,
        submit(company, { fields: { companyId } }),
        403,
        text.wrongSecret,
      );
    }
  });

  it('when the honeypot is filled, as a form-filling bot does', async () => {
    const company = await makeWebformCompany(t);
    await expectRefused(
      company,
      submit(company, { fields: { [WEBFORM_LIMITS.honeypotField]: 'https://spam.example' } }),
      400,
      text.rejected,
    );
  });

  it('with a missing name, a bad email or an empty question, saying which', async () => {
    const company = await makeWebformCompany(t);
    for (const [fields, message] of [
      [{ firstName: ' ' }, text.firstNameRequired],
      [{ email: 'ada@' }, messages.email.invalid],
      [{ question: '' }, text.questionRequired],
      [{ question: 'x'.repeat(WEBFORM_LIMITS.questionMaxLength + 1) }, text.questionTooLong(5000)],
    ] as const) {
      await expectRefused(company, submit(company, { fields }), 400, message);
    }
  });

  it(`after ${WEBFORM_LIMITS.perAddressPerMinute} questions in a minute from one address`, async () => {
    const company = await makeWebformCompany(t);
    const address = freshAddress();
    for (let i = 0; i < WEBFORM_LIMITS.perAddressPerMinute; i += 1)
      expect((await submit(company, { address })).status).toBe(201);
    await expectRefused(company, submit(company, { address }), 429, text.rateLimited);
    expect((await submit(company, { address: freshAddress() })).status).toBe(201);
  });

  it('when the company is on the free plan', async () => {
    const company = await makeWebformCompany(t);
    // A downgrade after setting the form up: the form stays, the questions stop.
    await t.database.db
      .update(subscriptions)
      .set({ plan: 'freemium' })
      .where(eq(subscriptions.companyId, company.companyId));
    await expectRefused(company, submit(company), 402, text.notAvailable);
  });
});

describe('cross-origin posts', () => {
  it('answer the preflight of an authorised site', async () => {
    await makeWebformCompany(t);
    const preflight = await rest(t, 'OPTIONS', '/webform/enquiries', {
      headers: {
        origin: COMPANY_SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, client-secret',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(COMPANY_SITE);
    expect(preflight.headers['access-control-allow-headers']).toContain('client-secret');
  });

  it('refuse the preflight of any other site', async () => {
    const preflight = await rest(t, 'OPTIONS', '/webform/enquiries', {
      headers: { origin: 'https://phishing.example.net', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('give a site that is not authorised no answer it can read', async () => {
    const company = await makeWebformCompany(t);
    const answer = await submit(company, { origin: 'https://phishing.example.net' });
    expect(answer.status).toBe(403);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});
