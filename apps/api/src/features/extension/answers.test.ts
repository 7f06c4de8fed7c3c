import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@quorum/shared';
import { enquiries, questionRegistries } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { companyWithMailbox, extensionSignIn } from './testing/kit';

const t = useTestApp();

const ANSWERS = `query($s: String!, $b: String!) {
  extensionSuggestedAnswers(subject: $s, body: $b) { id question response score } }`;
const ADD = `mutation($i: AddEmailQuestionInput!) { addEmailQuestion(input: $i) { id } }`;
const OUTSTANDING = `{ getKanbanBoardQuestionV2(boardStatus: outstanding) { meta { totalItems } } }`;

async function signedInExtension() {
  const setup = await companyWithMailbox(t);
  const tokens = await extensionSignIn(t, setup.webToken, setup.company.id, setup.mailbox);
  return { ...setup, token: tokens.access_token };
}

describe('the extension’s answers for an open email', () => {
  it('puts the registry answer that best answers the email first, with its score', async () => {
    const { company, token } = await signedInExtension();
    await t.database.db.insert(questionRegistries).values([
      { companyId: company.id, question: 'When is the AGM held?', response: 'In November.' },
      {
        companyId: company.id,
        question: 'When is the interim dividend paid?',
        response: 'On 20 March, to holders on the record date of 1 March.',
      },
    ]);
    const answers = await gql<{
      extensionSuggestedAnswers: { question: string; score: number }[];
    }>(
      t.app,
      ANSWERS,
      {
        s: 'Dividend question',
        b: 'Hi team,\n\nCould you tell me when the interim dividend will be paid?\n\nThanks,\nIvy',
      },
      token,
    );
    const [best] = answers.data!.extensionSuggestedAnswers;
    expect(best?.question).toBe('When is the interim dividend paid?');
    expect(best?.score).toBeGreaterThan(0.5);
  });
});

describe('adding an email as a question', () => {
  it('puts it on the board in Outstanding, arrived by email, with the sender as the asker', async () => {
    const { company, token, webToken } = await signedInExtension();
    const before = await gql<{ getKanbanBoardQuestionV2: { meta: { totalItems: number } } }>(
      t.app,
      OUTSTANDING,
      {},
      webToken,
    );
    const added = await gql<{ addEmailQuestion: { id: string } }>(
      t.app,
      ADD,
      {
        i: {
          fromEmail: 'Ivy.Investor@Example.com',
          fromName: 'Ivy Investor',
          subject: 'Record date',
          body: 'What is the record date for the dividend?',
          threadId: 'thread-1',
        },
      },
      token,
    );
    const [row] = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, added.data!.addEmailQuestion.id));
    expect(row).toMatchObject({
      companyId: company.id,
      channel: 'email',
      boardStatus: 'outstanding',
      isGuest: true,
      guestFirstName: 'Ivy',
      guestLastName: 'Investor',
      guestEmail: 'ivy.investor@example.com',
      subject: 'Record date',
      question: 'What is the record date for the dividend?',
    });
    const after = await gql<{ getKanbanBoardQuestionV2: { meta: { totalItems: number } } }>(
      t.app,
      OUTSTANDING,
      {},
      webToken,
    );
    expect(after.data!.getKanbanBoardQuestionV2.meta.totalItems).toBe(
      before.data!.getKanbanBoardQuestionV2.meta.totalItems + 1,
    );
  });

  it('adds the same message once, however often or however fast it is added', async () => {
    const { company, token } = await signedInExtension();
    const input = {
      fromEmail: 'ivy@example.com',
      body: 'Is the buy-back still open?',
      messageId: 'msg-42',
      threadId: 'thread-7',
    };
    const add = () => gql<{ addEmailQuestion: { id: string } }>(t.app, ADD, { i: input }, token);
    const [first, second] = await Promise.all([add(), add()]);
    const third = await add();
    const ids = [first, second, third].map((answer) => answer.data?.addEmailQuestion.id);
    expect(new Set(ids).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.companyId, company.id));
    expect(rows.filter((row) => row.question === input.body)).toHaveLength(1);
  });

  it('refuses an email with no text', async () => {
    const { token } = await signedInExtension();
    const refused = await gql(
      t.app,
      ADD,
      { i: { fromEmail: 'ivy@example.com', body: '   ' } },
      token,
    );
    expect(refused.error).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.extension.emptyEmail,
    });
  });
});
