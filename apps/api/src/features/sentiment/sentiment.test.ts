import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema';
import { gql } from '../../testing/graphql';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { insertEnquiries, makeTeam } from '../board/testing/board-test-kit';
import {
  COMPANY_SITE,
  freshAddress,
  investorQuestion,
  makeWebformCompany,
  rest,
} from '../integrations/testing/webform-test-kit';
import { scoreUnscoredEnquiries } from './index';
import { SENTIMENT_BATCH_SIZE } from './score';

// Its own database on PostgreSQL: the backfill with no company named scores every company's rows.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMultiplier: 100 }, { ownDatabase: true });
});
afterAll(() => t.close());

const CARD_SENTIMENT = `query Card($id: ID!) {
  getEnquiryQuestion(enquiryId: $id) { _id sentiment { score label } }
}`;
const COLUMN_SENTIMENT = `query Column {
  getKanbanBoardQuestionV2(boardStatus: outstanding) { items { _id sentiment { score label } } }
}`;
type Sentiment = { score: number; label: string } | null;

async function cardSentiment(token: string, id: string): Promise<Sentiment> {
  const answer = await gql<{ getEnquiryQuestion: { sentiment: Sentiment } }>(
    t.app,
    CARD_SENTIMENT,
    { id },
    token,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.getEnquiryQuestion.sentiment;
}

async function storedSentiment(ids: string[]) {
  const rows = await t.database.db
    .select({
      id: enquiries.id,
      score: enquiries.sentimentScore,
      label: enquiries.sentimentLabel,
    })
    .from(enquiries)
    .where(inArray(enquiries.id, ids));
  return new Map(rows.map((row) => [row.id, { score: row.score, label: row.label }]));
}

describe('a question that arrives through the web form', () => {
  it('is stored with its sentiment score and label', async () => {
    const company = await makeWebformCompany(t);
    const answer = await rest(t, 'POST', '/webform/enquiries', {
      body: {
        companyId: company.companyId,
        ...investorQuestion(),
        question:
          'Why was there another capital raise that diluted us again? The share price has collapsed.',
      },
      headers: { origin: COMPANY_SITE, 'client-secret': company.config!.clientSecret },
      remoteAddress: freshAddress(),
    });
    expect(answer.status).toBe(201);
    const [stored] = await t.database.db
      .select({ score: enquiries.sentimentScore, label: enquiries.sentimentLabel })
      .from(enquiries)
      .where(eq(enquiries.companyId, company.companyId));
    expect(stored!.label).toBe('negative');
    expect(stored!.score).toBeLessThan(-0.3);
    expect(stored!.score).toBeGreaterThanOrEqual(-1);
  });
});

describe('the sentiment on a board card', () => {
  it('is shown to a member of a Premium company, on the card and in its column', async () => {
    const team = await makeTeam(t, 'premium');
    const [scored, unscored] = await insertEnquiries(t, team.companyId, [
      {
        question: 'Congratulations on the record quarter!',
        sentimentScore: 0.8,
        sentimentLabel: 'positive',
      },
      { question: 'When is the AGM?' },
    ]);
    expect(await cardSentiment(team.viewer, scored!)).toEqual({ score: 0.8, label: 'positive' });
    const column = await gql<{
      getKanbanBoardQuestionV2: { items: { _id: string; sentiment: Sentiment }[] };
    }>(t.app, COLUMN_SENTIMENT, {}, team.admin);
    expect(column.data!.getKanbanBoardQuestionV2.items).toEqual([
      { _id: unscored, sentiment: null },
      { _id: scored, sentiment: { score: 0.8, label: 'positive' } },
    ]);
  });

  it('is null before the question is scored', async () => {
    const team = await makeTeam(t, 'premium');
    const [unscored] = await insertEnquiries(t, team.companyId, [{ question: 'When is the AGM?' }]);
    expect(await cardSentiment(team.admin, unscored!)).toBeNull();
  });

  it('is null to a member of an Essentials company, whose plan has no sentiment score', async () => {
    const team = await makeTeam(t, 'freemium');
    const [scored] = await insertEnquiries(t, team.companyId, [
      { question: 'Another dilution?', sentimentScore: -0.6, sentimentLabel: 'negative' },
    ]);
    expect(await cardSentiment(team.admin, scored!)).toBeNull();
  });
});

describe('scoring the questions that have no score', () => {
  it('scores only the named company’s unscored questions and leaves scored ones as they were', async () => {
    const ours = await makeTeam(t);
    const theirs = await makeTeam(t);
    const ourIds = await insertEnquiries(t, ours.companyId, [
      { question: 'The impairment and the guidance cut are unacceptable.' },
      { question: 'Well done on the record result, thank you for the special dividend!' },
      { question: 'What time does the AGM start?' },
      { question: 'Great result', sentimentScore: -0.5, sentimentLabel: 'negative' },
    ]);
    const theirIds = await insertEnquiries(t, theirs.companyId, [
      { question: 'Why the dilution again?' },
    ]);

    expect(await scoreUnscoredEnquiries(t.database.db, { companyId: ours.companyId })).toBe(3);

    const ourScores = await storedSentiment(ourIds);
    expect(ourIds.map((id) => ourScores.get(id)!.label)).toEqual([
      'negative',
      'positive',
      'neutral',
      'negative',
    ]);
    expect(ourScores.get(ourIds[3]!)!.score).toBe(-0.5);
    expect((await storedSentiment(theirIds)).get(theirIds[0]!)).toEqual({
      score: null,
      label: null,
    });
  });

  it('scores every company’s questions when no company is named', async () => {
    const team = await makeTeam(t);
    const [id] = await insertEnquiries(t, team.companyId, [
      { question: 'Why has the company diluted us yet again?' },
    ]);
    expect(await scoreUnscoredEnquiries(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await storedSentiment([id!])).get(id!)!.label).toBe('negative');
  });

  it('goes on past one batch until every question of the company is scored', async () => {
    const team = await makeTeam(t);
    const ids = await insertEnquiries(
      t,
      team.companyId,
      Array.from({ length: SENTIMENT_BATCH_SIZE + 1 }, (_, n) => ({
        question: `When is the AGM? (${n})`,
      })),
    );
    expect(await scoreUnscoredEnquiries(t.database.db, { companyId: team.companyId })).toBe(
      SENTIMENT_BATCH_SIZE + 1,
    );
    const scored = await storedSentiment(ids);
    expect([...scored.values()].every((row) => row.label === 'neutral')).toBe(true);
    expect(scored.size).toBe(SENTIMENT_BATCH_SIZE + 1);
  });
});
