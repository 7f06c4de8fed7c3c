import { describe, expect, it } from 'vitest';
import { questionSimilarity, rankRegistryAnswers } from './rank';
import { stemsOf, withoutPleasantries } from './text';

const REGISTRY = [
  { id: 'dividend-dates', question: 'When is the final dividend paid?', response: 'On 2 October.' },
  {
    id: 'cash',
    question: 'What is the cash and debt position?',
    response: '$212 million of cash.',
  },
  {
    id: 'spp',
    question: 'Am I eligible for the Share Purchase Plan?',
    response: 'Yes, if you held shares.',
  },
];
const first = (question: string) => rankRegistryAnswers(question, REGISTRY, { minScore: 0 })[0]?.id;

describe('the suggested-answer matching', () => {
  it("drops an email's greeting and sign-off, name included", () => {
    expect(withoutPleasantries('Hi team, when is the AGM? Kind regards, John Smith').trim()).toBe(
      'when is the AGM?',
    );
    expect(stemsOf(withoutPleasantries('Hello. Dividends please? Thanks, Raj'))).toEqual([
      'dividend',
    ]);
  });

  it('needs any word of the question, not every one', () => {
    expect(first('hello, what date will the final dividend be paid into my account')).toBe(
      'dividend-dates',
    );
  });

  it('reads abbreviations, slang and typos as the registry words them', () => {
    expect(first('can I get into the SPP')).toBe('spp');
    expect(first("what's left in the kitty")).toBe('cash');
    expect(first('final dividnd date?')).toBe('dividend-dates');
    expect(first('when is the divvy paid')).toBe('dividend-dates');
  });

  it('scores between 0 and 1, best first, and offers nothing for an unrelated question', () => {
    const answers = rankRegistryAnswers('When is the final dividend paid?', REGISTRY, {
      minScore: 0,
    });
    expect(answers[0]).toMatchObject({ id: 'dividend-dates', score: 1 });
    for (const answer of answers) expect(answer.score).toBeGreaterThan(0);
    expect(rankRegistryAnswers('Do you use Chinese excavators?', REGISTRY)).toEqual([]);
  });

  it('learns another way of asking from a question a member answered with an item', () => {
    const history = [{ itemId: 'cash', text: 'How much money is in the bank?' }];
    expect(
      rankRegistryAnswers('money in the bank', REGISTRY, { history, minScore: 0 })[0]?.id,
    ).toBe('cash');
  });

  it('scores two questions alike when they ask the same thing, the same both ways', () => {
    const same = questionSimilarity('When is the final divvy paid?', 'final dividend payment date');
    const other = questionSimilarity(
      'When is the final dividend paid?',
      'How do I change my address?',
    );
    expect(same).toBeGreaterThan(other);
    expect(other).toBe(0);
    expect(questionSimilarity('a dividend question', 'when is the dividend')).toBe(
      questionSimilarity('when is the dividend', 'a dividend question'),
    );
  });
});
