import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../testing/csv-record';
import { NO_ANSWER, measure, readLabelledQuestions, readRegistry } from './testing/labelled-set';

// The files a suggested-answer ranking is judged on (README.md): if they drift out of shape, every
// number measured on them is wrong without anyone noticing.
describe('the suggested-answer labelled set', () => {
  const registry = readRegistry();
  const questions = readLabelledQuestions();
  const ids = new Set(registry.map((entry) => entry.id));

  it('gives every registry item its own id, question and response', () => {
    expect(ids.size).toBe(registry.length);
    expect(ids.has(NO_ANSWER)).toBe(false);
    expect(new Set(registry.map((entry) => entry.question.toLowerCase())).size).toBe(
      registry.length,
    );
    for (const entry of registry) {
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.question.length).toBeGreaterThan(10);
      expect(entry.response.length).toBeGreaterThan(40);
    }
  });

  it('holds at least 200 distinct questions, each labelled with a registry item or none', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(new Set(questions.map((q) => q.text.toLowerCase())).size).toBe(questions.length);
    const unknown = questions.filter((q) => q.answer !== NO_ANSWER && !ids.has(q.answer));
    expect(unknown).toEqual([]);
  });

  it('asks about every registry item, and has questions with no answer in both splits', () => {
    const asked = new Set(questions.map((q) => q.answer));
    expect(registry.filter((entry) => !asked.has(entry.id))).toEqual([]);
    for (const split of ['tuning', 'held-out'] as const) {
      const inSplit = questions.filter((q) => q.split === split);
      expect(inSplit.filter((q) => q.answer === NO_ANSWER).length).toBeGreaterThanOrEqual(5);
    }
    expect(questions.filter((q) => q.split === 'held-out').length).toBe(
      Math.floor(questions.length / 3),
    );
  });

  it('reads quoted fields with commas and doubled quotes', () => {
    expect(fieldsOf('"a, ""b""",c')).toEqual(['a, "b"', 'c']);
  });

  it('counts the first, the first three and a suggestion given for none', () => {
    const q = (answer: string) => ({ text: 't', answer, split: 'tuning' as const });
    const m = measure([
      { question: q('a'), ids: ['a', 'b'] },
      { question: q('a'), ids: ['b', 'c', 'a'] },
      { question: q('a'), ids: ['b', 'c', 'd', 'a'] },
      { question: q('a'), ids: [] },
      { question: q(NO_ANSWER), ids: ['a'] },
      { question: q(NO_ANSWER), ids: [] },
    ]);
    expect(m).toMatchObject({ answerable: 4, precisionAt1: 0.25, precisionAt3: 0.5, found: 0.75 });
    expect(m).toMatchObject({ emptyAnswerable: 0.25, unanswerable: 2, unanswerableSuggested: 0.5 });
    expect(m.meanReciprocalRank).toBeCloseTo((1 + 1 / 3 + 1 / 4) / 4);
  });
});
