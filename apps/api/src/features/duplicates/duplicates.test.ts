import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { enquiries, enquiryReplies, outboxEmails } from '../../db/schema';
import { addMember, makeUser, signIn } from '../../testing/factories';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { insertEnquiry, makeTeam } from '../board/testing/board-test-kit';
import {
  COMPANY_SITE,
  freshAddress,
  makeWebformCompany,
  rest,
} from '../integrations/testing/webform-test-kit';

const t = useTestApp();
const text = messages.duplicates;

const CARDS = `query Cards { getKanbanBoardQuestionV2(boardStatus: outstanding) {
  items { _id question similarQuestionCount } } }`;
const SIMILAR = `query Similar($id: ID!) { getSimilarQuestions(enquiryId: $id) {
  _id question askerName isGuest similarity createdAt } }`;
const ANSWER_ALL = `mutation AnswerAll($input: AnswerSimilarQuestionsInput!) {
  answerSimilarQuestions(input: $input) { answered enquiryIds } }`;

const DIVIDEND_QUESTIONS = [
  { firstName: 'Ada', question: 'When will the final dividend be paid?' },
  { firstName: 'Ben', question: 'When is the final dividend going to be paid?' },
  { firstName: 'Cleo', question: 'Hi, when will the final dividend be paid to shareholders?' },
];
const OTHER_QUESTION = { firstName: 'Dev', question: 'How do I update my postal address?' };

type Company = Awaited<ReturnType<typeof makeWebformCompany>>;

/** Each question posted through the web form, as an investor sends it; answers the ids in order. */
async function ask(company: Company, asked: { firstName: string; question: string }[]) {
  const ids: string[] = [];
  for (const { firstName, question } of asked) {
    const email = `${firstName.toLowerCase()}.${Math.random().toString(36).slice(2)}@example.com`;
    const answer = await rest(t, 'POST', '/webform/enquiries', {
      body: {
        companyId: company.companyId,
        firstName,
        lastName: 'Investor',
        email,
        question,
        website: '',
      },
      headers: { origin: COMPANY_SITE, 'client-secret': company.config!.clientSecret },
      remoteAddress: freshAddress(),
    });
    expect(answer.status).toBe(201);
    const [row] = await t.database.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(and(eq(enquiries.companyId, company.companyId), eq(enquiries.guestEmail, email)));
    ids.push(row!.id);
  }
  return ids;
}

async function cardCounts(token: string) {
  const answer = await gql<{
    getKanbanBoardQuestionV2: { items: { _id: string; similarQuestionCount: number }[] };
  }>(t.app, CARDS, {}, token);
  return new Map(
    answer.data!.getKanbanBoardQuestionV2.items.map((c) => [c._id, c.similarQuestionCount]),
  );
}

async function repliesTo(enquiryId: string) {
  return t.database.db
    .select()
    .from(enquiryReplies)
    .where(and(eq(enquiryReplies.enquiryId, enquiryId), eq(enquiryReplies.fromQuorum, true)));
}

describe('duplicate questions on the board', () => {
  it('groups open questions that ask the same thing, and not a different one', async () => {
    const company = await makeWebformCompany(t);
    const [first, second, third, other] = await ask(company, [
      ...DIVIDEND_QUESTIONS,
      OTHER_QUESTION,
    ]);
    const counts = await cardCounts(company.token);
    expect([first, second, third].map((id) => counts.get(id!))).toEqual([2, 2, 2]);
    expect(counts.get(other!)).toBe(0);

    const similar = await gql<{ getSimilarQuestions: { _id: string; askerName: string }[] }>(
      t.app,
      SIMILAR,
      { id: first },
      company.token,
    );
    expect(similar.data!.getSimilarQuestions.map((q) => q._id).sort()).toEqual(
      [second, third].sort(),
    );
    expect(similar.data!.getSimilarQuestions.map((q) => q.askerName).sort()).toEqual([
      'Ben Investor',
      'Cleo Investor',
    ]);
  });

  it('stops counting a duplicate once it is answered', async () => {
    const company = await makeWebformCompany(t);
    const [first, second] = await ask(company, DIVIDEND_QUESTIONS.slice(0, 2));
    await t.database.db
      .update(enquiries)
      .set({ boardStatus: 'resolved' })
      .where(eq(enquiries.id, second!));
    expect((await cardCounts(company.token)).get(first!)).toBe(0);
    const similar = await gql<{ getSimilarQuestions: unknown[] }>(
      t.app,
      SIMILAR,
      { id: first },
      company.token,
    );
    expect(similar.data!.getSimilarQuestions).toEqual([]);
  });
});

describe('answering similar questions all at once', () => {
  it('sends each asker the reply in their own thread, emails each guest and resolves each', async () => {
    const company = await makeWebformCompany(t);
    const ids = await ask(company, DIVIDEND_QUESTIONS);
    const content = 'The final dividend is paid on Friday 2 October 2026.';
    const answer = await gql<{ answerSimilarQuestions: { answered: number } }>(
      t.app,
      ANSWER_ALL,
      { input: { enquiryIds: ids, content } },
      company.token,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.data!.answerSimilarQuestions.answered).toBe(3);
    for (const id of ids) {
      const replies = await repliesTo(id);
      expect(replies).toHaveLength(1);
      expect(replies[0]!.content).toBe(content);
      expect(replies[0]!.sentAt).not.toBeNull();
      const [row] = await t.database.db.select().from(enquiries).where(eq(enquiries.id, id));
      expect(row).toMatchObject({ boardStatus: 'resolved', status: 'closed' });
      const mails = await t.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, row!.guestEmail!));
      expect(mails.some((mail) => mail.textBody.includes(content))).toBe(true);
    }
  });

  it('sends nothing when one question is another company’s', async () => {
    const company = await makeWebformCompany(t);
    const ids = await ask(company, DIVIDEND_QUESTIONS.slice(0, 2));
    const foreign = await makeTeam(t);
    const foreignId = await insertEnquiry(t, foreign.companyId);
    const answer = await gql(
      t.app,
      ANSWER_ALL,
      { input: { enquiryIds: [...ids, foreignId], content: 'Paid on 2 October.' } },
      company.token,
    );
    expect(answer.error).toEqual({ code: 'NOT_FOUND', message: messages.board.notFound });
    for (const id of [...ids, foreignId]) expect(await repliesTo(id)).toEqual([]);
  });

  it('sends nothing and says so when one question was already answered', async () => {
    const company = await makeWebformCompany(t);
    const ids = await ask(company, DIVIDEND_QUESTIONS);
    await t.database.db
      .update(enquiries)
      .set({ boardStatus: 'resolved' })
      .where(eq(enquiries.id, ids[2]!));
    const answer = await gql(
      t.app,
      ANSWER_ALL,
      { input: { enquiryIds: ids, content: 'Paid on 2 October.' } },
      company.token,
    );
    expect(answer.error).toEqual({ code: 'CONFLICT', message: text.notOpen });
    for (const id of ids) expect(await repliesTo(id)).toEqual([]);
  });

  it('refuses an empty reply, a single question and a question chosen twice', async () => {
    const company = await makeWebformCompany(t);
    const ids = await ask(company, DIVIDEND_QUESTIONS.slice(0, 2));
    const send = (enquiryIds: string[], content: string) =>
      gql(t.app, ANSWER_ALL, { input: { enquiryIds, content } }, company.token);
    expect((await send(ids, '   ')).error?.message).toBe(text.replyRequired);
    expect((await send([ids[0]!], 'Paid.')).error?.message).toBe(text.tooFew);
    expect((await send([ids[0]!, ids[0]!], 'Paid.')).error?.message).toBe(text.repeated);
    for (const id of ids) expect(await repliesTo(id)).toEqual([]);
  });

  it('is refused to a member who may only view the board', async () => {
    const company = await makeWebformCompany(t);
    const ids = await ask(company, DIVIDEND_QUESTIONS.slice(0, 2));
    const viewer = await makeUser(t.database.db);
    await addMember(t.database.db, company.companyId, viewer.id, 'viewer');
    const token = (await signIn(t, viewer.email, viewer.password)).accessToken;
    const answer = await gql(
      t.app,
      ANSWER_ALL,
      { input: { enquiryIds: ids, content: 'Paid on 2 October.' } },
      token,
    );
    expect(answer.error?.code).toBe('FORBIDDEN');
    for (const id of ids) expect(await repliesTo(id)).toEqual([]);
  });
});
