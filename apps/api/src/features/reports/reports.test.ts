import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BOARD_REPORT_PAGES_HEADER,
  BOARD_REPORT_QUESTIONS_PER_PAGE,
  MAX_CUSTOM_RANGE_YEARS,
  messages,
} from '@quorum/shared';
import { companies, enquiries, enquiryReplies } from '../../db/schema';
import { storageFrom } from '../../lib/storage';
import { makeCompany, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { readPdf } from './testing/read-pdf';

const t = useTestApp();

const LIST = `query($i: BoardReportInput!, $page: Int, $limit: Int) {
  getEnquiryQuestionsForExportingPdf(exportInput: $i, page: $page, limit: $limit) {
    meta { totalItems } questionsPerPage reportPages
    items { question askedBy isGuest boardStatus status categories answers { content responderName } }
  }
}`;
type List = {
  getEnquiryQuestionsForExportingPdf: {
    meta: { totalItems: number };
    questionsPerPage: number;
    reportPages: number;
    items: {
      question: string;
      askedBy: string;
      answers: { content: string; responderName: string }[];
    }[];
  };
};

/** A company with `count` questions asked in March 2026 (Sydney), each answered, and its token. */
async function companyWithQuestions(count: number) {
  const db = t.database.db;
  const user = await makeUser(db);
  const company = await makeCompany(db, user.id);
  const tag = randomUUID().slice(0, 8);
  const rows =
    count === 0
      ? []
      : await db
          .insert(enquiries)
          .values(
            Array.from({ length: count }, (_, n) => ({
              companyId: company.id,
              isGuest: true,
              guestFirstName: 'Gail',
              guestLastName: `Guest${n}`,
              guestEmail: `gail${n}@example.com`,
              question: `Question ${n + 1} about the Red Hill drilling (${tag})?`,
              boardStatus: 'resolved' as const,
              status: 'closed' as const,
              createdAt: new Date(Date.UTC(2026, 2, 2 + n, 2)),
            })),
          )
          .returning({ id: enquiries.id });
  if (rows.length)
    await db.insert(enquiryReplies).values(
      rows.map((row, n) => ({
        companyId: company.id,
        enquiryId: row.id,
        fromQuorum: true,
        responderId: user.id,
        content: `Answer ${n + 1}: the assays are due next month (${tag}).`,
        sentAt: new Date(Date.UTC(2026, 2, 3 + n)),
      })),
    );
  const { accessToken } = await signIn(t, user.email, user.password);
  return { company, user, tag, accessToken };
}

const download = (token: string, query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/reports/board.pdf?${new URLSearchParams(query).toString()}`,
    headers: { authorization: `Bearer ${token}` },
  });

const MARCH = { from: '2026-03-01', to: '2026-03-31', timeZone: 'Australia/Sydney' };

describe('the board report', () => {
  it(`holds the period's questions and answers, ${BOARD_REPORT_QUESTIONS_PER_PAGE} questions a page, and never another company's`, async () => {
    expect(BOARD_REPORT_QUESTIONS_PER_PAGE).toBe(5);
    const own = await companyWithQuestions(12);
    const other = await companyWithQuestions(2);

    const list = await gql<List>(t.app, LIST, { i: MARCH, limit: 100 }, own.accessToken);
    const page = list.data!.getEnquiryQuestionsForExportingPdf;
    expect(page.meta.totalItems).toBe(12);
    expect(page.reportPages).toBe(3);
    expect(page.items[0]!.question).toContain('Question 1 ');
    expect(page.items[0]!.answers[0]!.content).toContain('Answer 1:');
    expect(page.items.every((item) => item.question.includes(own.tag))).toBe(true);

    const pdf = await download(own.accessToken, MARCH);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers[BOARD_REPORT_PAGES_HEADER]).toBe('3');
    const pages = await readPdf(pdf.rawPayload);
    expect(pages).toHaveLength(Math.ceil(12 / BOARD_REPORT_QUESTIONS_PER_PAGE));
    const text = pages.map((p) => p.text).join(' ');
    for (let n = 1; n <= 12; n++) {
      expect(text).toContain(`Question ${n} about the Red Hill drilling (${own.tag})?`);
      expect(text).toContain(`Answer ${n}: the assays are due next month (${own.tag}).`);
    }
    expect(text).not.toContain(other.tag);
    expect(pages[0]!.text).toContain(own.company.legalBusinessName);
    expect(pages[0]!.text).toContain('Page 1 of 3');
    expect(pages[2]!.text).toContain('Page 3 of 3');
    // Five on each full page, the rest on the last.
    expect(pages.map((p) => (p.text.match(new RegExp(`Answer \\d+:`, 'g')) ?? []).length)).toEqual([
      5, 5, 2,
    ]);
  });

  it('is one page saying so when the period has no questions, and shows the company’s logo', async () => {
    const own = await companyWithQuestions(0);
    const key = `${randomUUID()}.png`;
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#2255aa' },
    })
      .png()
      .toBuffer();
    await storageFrom(t.config).put(key, png);
    await t.database.db
      .update(companies)
      .set({ companyLogo: key })
      .where(eq(companies.id, own.company.id));
    const pdf = await download(own.accessToken, MARCH);
    expect(pdf.headers[BOARD_REPORT_PAGES_HEADER]).toBe('1');
    const pages = await readPdf(pdf.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain(messages.reports.none);
    expect(pages[0]!.images).toBe(1);
  });

  it('refuses a reversed period, one over five years, an unknown status and a missing day', async () => {
    const own = await companyWithQuestions(0);
    const refusals: [Record<string, string>, string][] = [
      [{ from: '2026-03-31', to: '2026-03-01' }, messages.analytics.rangeReversed],
      [
        { from: '2020-01-01', to: '2025-01-01' },
        messages.analytics.rangeTooLong(MAX_CUSTOM_RANGE_YEARS),
      ],
      [{ ...MARCH, status: 'pending' }, messages.reports.unknownStatus],
      [{ to: '2026-03-31' }, messages.reports.periodNeeded],
      [{ from: '2026-02-30', to: '2026-03-31' }, messages.analytics.dateInvalid],
    ];
    for (const [query, message] of refusals) {
      const answer = await download(own.accessToken, query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_USER_INPUT', message });
      const list = await gql(t.app, LIST, { i: query }, own.accessToken);
      expect(list.error).toMatchObject({ code: 'BAD_USER_INPUT', message });
    }
    // Five years less a day is the longest period taken.
    expect(
      (await download(own.accessToken, { from: '2021-01-01', to: '2025-12-31' })).statusCode,
    ).toBe(200);
  });
});
