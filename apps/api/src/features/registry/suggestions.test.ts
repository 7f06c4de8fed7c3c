import { describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema';
import { SUGGESTION_THRESHOLD } from '../../lib/suggestions';
import { gql } from '../../testing/graphql';
import { useTestApp } from '../../testing/test-app';
import { insertQuestions, makeTeam } from './testing/registry-test-kit';
import type { Team } from './testing/registry-test-kit';

const t = useTestApp();

const SUGGEST = `query Suggest($id: ID!, $limit: Int) {
  getSuggestedAnswers(enquiryId: $id, limit: $limit) { questionRegistryId question response score }
}`;
interface Suggestion {
  questionRegistryId: string;
  question: string;
  response: string;
  score: number;
}
type SuggestData = { getSuggestedAnswers: Suggestion[] };

async function enquiryIn(companyId: string, question: string, subject?: string) {
  const [row] = await t.database.db
    .insert(enquiries)
    .values({
      companyId,
      isGuest: true,
      guestFirstName: 'Ray',
      guestLastName: 'Asker',
      guestEmail: 'ray@example.com',
      question,
      subject,
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

const REGISTRY = [
  {
    question: 'When is the final dividend paid, and what is the record date?',
    response: 'The final dividend of 6 cents is paid on 2 October; the record date is 4 September.',
  },
  {
    question: 'How do I update the bank account my dividends are paid into?',
    response: 'Log in to Investor Centre and update your payment instructions.',
  },
  {
    question: 'When and where is the Annual General Meeting?',
    response: 'The AGM is at 10am on 26 November at the Perth Convention Centre.',
  },
  {
    question: 'What is the company cash and debt position?',
    response: 'We held $212 million of cash and bullion and $40 million of debt.',
  },
];

async function teamWithRegistry(): Promise<Team & { ids: string[] }> {
  const team = await makeTeam(t);
  const rows = await insertQuestions(t, team.companyId, REGISTRY);
  return { ...team, ids: rows.map((row) => row.id) };
}

const suggest = (token: string, id: string, limit?: number) =>
  gql<SuggestData>(t.app, SUGGEST, { id, limit }, token);

describe('suggested answers to an enquiry', () => {
  it('puts the registry answer to the question first, with its score', async () => {
    const team = await teamWithRegistry();
    const id = await enquiryIn(
      team.companyId,
      'Hi team, when does the final divvy hit my account? Kind regards, John',
    );
    const { data, errors } = await suggest(team.viewer, id);
    expect(errors).toBeUndefined();
    const answers = data!.getSuggestedAnswers;
    const [best] = answers;
    expect(best).toMatchObject({
      questionRegistryId: team.ids[0],
      question: REGISTRY[0]!.question,
    });
    expect(best!.response).toBe(REGISTRY[0]!.response);
    expect(best!.score).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    expect(best!.score).toBeLessThanOrEqual(1);
    const scores = answers.map((answer) => answer.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('finds a paraphrase and a typo, and reads the subject with the question', async () => {
    const team = await teamWithRegistry();
    const kitty = await enquiryIn(team.companyId, "What's left in the kitty?");
    const typo = await enquiryIn(team.companyId, 'where is the anual genral meeting');
    const subject = await enquiryIn(team.companyId, 'Is it in Perth this year?', 'AGM');
    const first = async (id: string) =>
      (await suggest(team.admin, id)).data!.getSuggestedAnswers[0]?.questionRegistryId;
    expect(await first(kitty)).toBe(team.ids[3]);
    expect(await first(typo)).toBe(team.ids[2]);
    expect(await first(subject)).toBe(team.ids[2]);
  });

  it('gives at most the number asked for, best first', async () => {
    const team = await teamWithRegistry();
    const id = await enquiryIn(team.companyId, 'My dividend was not paid into my bank account');
    const answers = (await suggest(team.admin, id, 1)).data!.getSuggestedAnswers;
    expect(answers).toHaveLength(1);
    expect(answers[0]!.questionRegistryId).toBe(team.ids[1]);
  });

  it('suggests nothing when no saved answer fits', async () => {
    const team = await teamWithRegistry();
    const id = await enquiryIn(team.companyId, 'Do you use Chinese-made excavators?');
    expect((await suggest(team.admin, id)).data!.getSuggestedAnswers).toEqual([]);
  });

  it('never suggests a draft or a deleted question', async () => {
    const team = await makeTeam(t);
    await insertQuestions(t, team.companyId, [
      { question: 'When is the AGM?', response: '', drafted: true },
      { question: 'Where is the AGM held?', response: 'In Perth.', deletedAt: new Date() },
    ]);
    const id = await enquiryIn(team.companyId, 'When and where is the AGM?');
    expect((await suggest(team.admin, id)).data!.getSuggestedAnswers).toEqual([]);
  });

  it("refuses another company's enquiry as not found", async () => {
    const ours = await teamWithRegistry();
    const theirs = await teamWithRegistry();
    const id = await enquiryIn(theirs.companyId, 'When is the final dividend paid?');
    const { errors } = await suggest(ours.admin, id);
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { errors: badId } = await suggest(ours.admin, 'not-an-id');
    expect(badId?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('is refused to a member who may not view the registry, though they see the board', async () => {
    const team = await makeTeam(t, 'premium', [
      { name: 'questionBoard', allowed: true, acessType: 'view' },
    ]);
    const id = await enquiryIn(team.companyId, 'When is the AGM?');
    const { errors } = await suggest(team.custom, id);
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
