import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERASE_CONFIRMATION_WORD, messages } from '@quorum/shared';
import { enquiries, notifications, outboxEmails, privacyRequests } from '../../db/schema';
import { addMember, makeUser, signIn, uniqueEmail } from '../../testing/factories';
import { whereStored } from '../../testing/personal-data';
import { useTestApp } from '../../testing/test-app';
import {
  CORRECT,
  ERASE,
  EXPORT,
  FIND,
  LIST,
  askThroughWebform,
  call,
  makePrivacyCompany,
} from './testing/privacy-test-kit';

const t = useTestApp({ rateLimitMultiplier: 100 });
const text = messages.privacy;

interface Subject {
  email: string;
  firstName: string;
  lastName: string;
  enquiryCount: number;
  hasAccount: boolean;
  earlierRequests: number;
}
interface RequestRow {
  kind: string;
  reference: string;
  handledBy: string | null;
}

const storedGuest = (email: string) =>
  t.database.db.select().from(enquiries).where(eq(enquiries.guestEmail, email));

describe('the privacy request tool', () => {
  it('exports, corrects and erases a guest who asked through the web form, and afterwards no table holds their email', async () => {
    const company = await makePrivacyCompany(t);
    const asked = await askThroughWebform(t, company, { firstName: 'Ada', lastName: 'Lovelace' });
    await askThroughWebform(t, company, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: asked.email,
      question: 'And the AGM date?',
    });
    // Someone else's question stays through all of it.
    const other = await askThroughWebform(t, company);
    expect(await whereStored(t.database.db, asked.email)).toContain('enquiries.guest_email');

    const found = await call<{ findPrivacySubject: Subject }>(t, company.token, FIND, {
      email: asked.email.toUpperCase(),
    });
    expect(found.data?.findPrivacySubject).toEqual({
      email: asked.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      enquiryCount: 2,
      hasAccount: false,
      earlierRequests: 0,
    });

    const exported = await call<{ exportPrivacySubject: { fileName: string; json: string } }>(
      t,
      company.token,
      EXPORT,
      { email: asked.email },
    );
    const document = JSON.parse(exported.data!.exportPrivacySubject.json) as {
      email: string;
      enquiries: { question: string; email: string }[];
      emails: { subject: string }[];
    };
    expect(document.email).toBe(asked.email);
    expect(document.enquiries.map((e) => e.question)).toEqual([
      asked.question,
      'And the AGM date?',
    ]);
    expect(document.emails).toHaveLength(2); // the two confirmations
    expect(JSON.stringify(document)).not.toContain(other.email);

    const corrected = uniqueEmail('ada-corrected');
    const correction = await call<{ correctPrivacySubject: { message: string } }>(
      t,
      company.token,
      CORRECT,
      {
        input: { email: asked.email, firstName: 'Augusta', lastName: 'King', newEmail: corrected },
      },
    );
    expect(correction.data?.correctPrivacySubject.message).toBe(text.corrected);
    expect((await storedGuest(corrected)).map((e) => e.guestFirstName)).toEqual([
      'Augusta',
      'Augusta',
    ]);
    expect(await whereStored(t.database.db, asked.email)).toEqual([]);

    const erased = await call<{ erasePrivacySubject: { message: string } }>(
      t,
      company.token,
      ERASE,
      { input: { email: corrected, confirmation: ERASE_CONFIRMATION_WORD } },
    );
    expect(erased.data?.erasePrivacySubject.message).toBe(text.erased);
    expect(await whereStored(t.database.db, corrected)).toEqual([]);
    expect(await whereStored(t.database.db, asked.email)).toEqual([]);
    expect(await whereStored(t.database.db, 'Augusta')).toEqual([]);
    expect(await storedGuest(other.email)).toHaveLength(1);

    const list = await call<{ getPrivacyRequests: RequestRow[] }>(t, company.token, LIST);
    expect(list.data?.getPrivacyRequests.map((r) => r.kind)).toEqual([
      'erase',
      'correct',
      'export',
    ]);
    expect(list.data?.getPrivacyRequests.every((r) => r.handledBy !== null)).toBe(true);
  });

  it('erases the notifications that name the investor and the team’s emails about their question', async () => {
    const company = await makePrivacyCompany(t);
    const asked = await askThroughWebform(t, company, { firstName: 'Zebedee', lastName: '' });
    const db = t.database.db;
    const [told] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.companyId, company.companyId));
    expect(told?.message).toContain('Zebedee');
    await call(t, company.token, ERASE, {
      input: { email: asked.email, confirmation: ERASE_CONFIRMATION_WORD },
    });
    expect(await whereStored(db, 'Zebedee')).toEqual([]);
    const mail = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.companyId, company.companyId));
    expect(mail).toEqual([]);
  });

  it('records each request with a keyed hash of the address, never the address', async () => {
    const company = await makePrivacyCompany(t);
    const asked = await askThroughWebform(t, company);
    await call(t, company.token, EXPORT, { email: asked.email });
    await call(t, company.token, EXPORT, { email: asked.email });
    const [first, second] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.companyId, company.companyId));
    expect(first!.subjectHash).toBe(second!.subjectHash);
    expect(first!.subjectHash).not.toContain(asked.email);
    expect(await whereStored(t.database.db, asked.email)).not.toContain(
      'privacy_requests.subject_hash',
    );
    const found = await call<{ findPrivacySubject: Subject }>(t, company.token, FIND, {
      email: asked.email,
    });
    expect(found.data?.findPrivacySubject.earlierRequests).toBe(2);
  });

  it('refuses an erasure without the typed confirmation, and erases nothing', async () => {
    const company = await makePrivacyCompany(t);
    const asked = await askThroughWebform(t, company);
    const answer = await call(t, company.token, ERASE, {
      input: { email: asked.email, confirmation: 'erase please' },
    });
    expect(answer.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: text.eraseConfirmWrong(ERASE_CONFIRMATION_WORD),
    });
    expect(await storedGuest(asked.email)).toHaveLength(1);
  });

  it('finds no investor of another company: not found, and nothing changed there', async () => {
    const ours = await makePrivacyCompany(t);
    const theirs = await makePrivacyCompany(t);
    const asked = await askThroughWebform(t, theirs);
    const input = { email: asked.email, confirmation: ERASE_CONFIRMATION_WORD };
    for (const [query, variables] of [
      [FIND, { email: asked.email }],
      [EXPORT, { email: asked.email }],
      [
        CORRECT,
        { input: { email: asked.email, firstName: 'X', lastName: '', newEmail: 'x@example.com' } },
      ],
      [ERASE, { input }],
    ] as const) {
      const answer = await call(t, ours.token, query, variables);
      expect(answer.error).toEqual({ code: 'NOT_FOUND', message: text.investorNotFound });
    }
    const [kept] = await storedGuest(asked.email);
    expect(kept?.guestFirstName).toBe('Ada');
    const recorded = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.companyId, ours.companyId));
    expect(recorded).toEqual([]);
  });

  it('is for members with administrative control only: a member or viewer is refused', async () => {
    const company = await makePrivacyCompany(t);
    const asked = await askThroughWebform(t, company);
    const db = t.database.db;
    for (const role of ['member', 'viewer'] as const) {
      const person = await makeUser(db);
      await addMember(db, company.companyId, person.id, role);
      const token = (await signIn(t, person.email, person.password)).accessToken;
      const answer = await call(t, token, ERASE, {
        input: { email: asked.email, confirmation: ERASE_CONFIRMATION_WORD },
      });
      expect(answer.error?.code).toBe('FORBIDDEN');
    }
    expect(await storedGuest(asked.email)).toHaveLength(1);
  });
});
