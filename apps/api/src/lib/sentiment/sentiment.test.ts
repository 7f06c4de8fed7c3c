import { describe, expect, it } from 'vitest';
import { SENTIMENT_LABELS } from '@quorum/shared';
import { scoreSentiment } from './index';
import { measure, readLabelledQuestions } from './testing/labelled-set';

describe('the shipped sentiment scorer', () => {
  it('reads a complaint about another dilutive raise as negative', () => {
    const { score, label } = scoreSentiment(
      'Why was there another capital raise that diluted us again?',
    );
    expect(label).toBe('negative');
    expect(score).toBeLessThan(0);
  });

  it('reads congratulations on a record quarter as positive', () => {
    const { score, label } = scoreSentiment('Congratulations on the record quarter, great result');
    expect(label).toBe('positive');
    expect(score).toBeGreaterThan(0);
  });

  it('reads a plain request as neutral', () => {
    expect(scoreSentiment('When is the AGM?')).toEqual({ score: 0, label: 'neutral' });
  });

  it('reads a plain request about a bad subject as neutral', () => {
    expect(scoreSentiment('What was the impairment charge in the accounts related to?').label).toBe(
      'neutral',
    );
    expect(scoreSentiment('What is the record date for the final dividend?').label).toBe('neutral');
  });

  it('turns a stance that a negator precedes, within its sentence only', () => {
    expect(scoreSentiment('No further dilution this year, well done!').label).toBe('positive');
    expect(scoreSentiment('The balance sheet has never been stronger. Good job.').label).toBe(
      'positive',
    );
  });

  it('keeps every score between -1 and 1 with a label of the shared list', () => {
    for (const text of [
      '',
      'Terrible, awful, disastrous, unacceptable, incompetent, misleading dilution!!!',
      'Brilliant, superb, outstanding, fantastic, congratulations, thank you!!!',
    ]) {
      const { score, label } = scoreSentiment(text);
      expect(score).toBeGreaterThanOrEqual(-1);
      expect(score).toBeLessThanOrEqual(1);
      expect(SENTIMENT_LABELS).toContain(label);
    }
  });
});

describe('the shipped scorer on the labelled investor questions', () => {
  const questions = readLabelledQuestions();
  const predict = (text: string) => scoreSentiment(text).label;

  it('has at least 300 questions, each label at least a quarter of them', () => {
    expect(questions.length).toBeGreaterThanOrEqual(300);
    for (const label of SENTIMENT_LABELS)
      expect(questions.filter((q) => q.label === label).length).toBeGreaterThan(
        questions.length / 4,
      );
  });

  // Floors a little below the measured values (bench/results/2026-11-28-sentiment.md: 90.6% and
  // 0.906 on all, 0.843 held out), so a lexicon change that makes it worse fails here.
  it('stays at or above its accuracy and macro-F1 floors on all questions', () => {
    const all = measure(predict, questions);
    expect(all.accuracy).toBeGreaterThanOrEqual(0.88);
    expect(all.macroF1).toBeGreaterThanOrEqual(0.88);
  });

  it('stays at or above its macro-F1 floor on the held-out third', () => {
    const heldOut = measure(
      predict,
      questions.filter((q) => q.split === 'held-out'),
    );
    expect(heldOut.macroF1).toBeGreaterThanOrEqual(0.82);
  });
});
