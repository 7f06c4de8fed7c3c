import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { enquiries } from '../../db/schema';
import { useTestApp } from '../../testing/test-app';
import {
  COMPANY_SITE,
  freshAddress,
  investorQuestion,
  makeWebformCompany,
  rest,
} from '../integrations/testing/webform-test-kit';
import { announcementsKit, quarterly } from './testing/announcements-test-kit';
import type { Announcement } from './testing/announcements-test-kit';

const t = useTestApp();
const { storeFile, made, get } = announcementsKit(t);

type Company = Awaited<ReturnType<typeof makeWebformCompany>>;
let company: Company;
let report: Announcement;
beforeAll(async () => {
  company = await makeWebformCompany(t);
  const pdf = await storeFile(
    { companyId: company.companyId, adminId: company.admin.id },
    { contentType: 'application/pdf', name: 'quarterly.pdf', facts: { totalPages: 20 } },
  );
  report = await made(company.token, { ...quarterly, status: 'published', attachment: pdf });
});

/** An investor's question through the web form, from the page of an announcement. */
const ask = (fields: Record<string, unknown>) =>
  rest<{ message: string }>(t, 'POST', '/webform/enquiries', {
    body: { companyId: company.companyId, ...investorQuestion(), ...fields },
    headers: { origin: COMPANY_SITE, 'client-secret': company.config!.clientSecret },
    remoteAddress: freshAddress(),
  });

async function storedQuestion(question: string) {
  const [row] = await t.database.db
    .select()
    .from(enquiries)
    .where(eq(enquiries.question, question));
  return row!;
}

describe('a question asked from an announcement', () => {
  it('names the announcement, its file and the page, and counts as a question asked', async () => {
    const question = 'Page 4 shows 12,400 metres drilled: how does that compare with the plan?';
    const answer = await ask({ question, announcementId: report._id, pageNumber: 4 });
    expect(answer.status).toBe(201);
    expect(await storedQuestion(question)).toMatchObject({
      enquiryType: 'announcement_reply',
      announcementInfo: {
        announcementId: report._id,
        announcementTitle: quarterly.title,
        attachment: report.attachment,
        attachmentTitle: 'quarterly.pdf',
        pageNumber: 4,
      },
    });
    expect((await get(company.token, report._id)).data!.getCompanyAnnouncement.questionsAsked).toBe(
      1,
    );
  });

  it('keeps no page the file does not have', async () => {
    const question = 'What is on page 99?';
    await ask({ question, announcementId: report._id, pageNumber: 99 });
    expect((await storedQuestion(question)).announcementInfo).toMatchObject({ pageNumber: null });
  });

  it('is still a question, without the link, when the announcement is not the company’s to show', async () => {
    const other = await makeWebformCompany(t);
    const theirs = await made(other.token, { ...quarterly, status: 'published' });
    const draft = await made(company.token, { title: 'Not yet' });
    for (const announcementId of [theirs._id, draft._id, 'nonsense']) {
      const question = `About ${announcementId}?`;
      const answer = await ask({ question, announcementId });
      expect(answer.status).toBe(201);
      expect(await storedQuestion(question)).toMatchObject({
        enquiryType: 'question',
        announcementInfo: null,
      });
    }
  });

  it('refuses a page that is not a number', async () => {
    const answer = await ask({ announcementId: report._id, pageNumber: 'four' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(messages.generic.invalidRequest);
  });
});
