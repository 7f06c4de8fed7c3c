import { describe, expect, it } from 'vitest';
import {
  NO_ANSWER,
  measure,
  readLabelledQuestions,
  readRegistry,
} from '../../lib/suggestions/testing/labelled-set';
import type { Measurement, Ranked } from '../../lib/suggestions/testing/labelled-set';
import { useTestApp } from '../../testing/test-app';
import { suggestAnswers } from './suggestions';
import { companyWith } from './testing/search-test-kit';

const t = useTestApp();

// The suggested answers' quality on the labelled set (lib/suggestions/README.md): its 84 registry
// items saved in a company, each of its 345 investor questions asked through the same call the
// drawer's suggestions use. Issue 17's targets are precision@1 ≥ 0.70 and precision@3 ≥ 0.90 over
// the questions with an answer; the ranking was tuned on two thirds and the held-out third is held
// to its own floors (bench/results/*-suggestions.md has every number).
describe('suggested answers on the labelled set', () => {
  it('puts the right answer first for at least 70% and in the first three for at least 90%', async () => {
    const registry = readRegistry();
    const { companyId, rows } = await companyWith(
      t,
      registry.map(({ question, response }) => ({ question, response })),
    );
    const labelOf = new Map(rows.map((row, i) => [row.id, registry[i]!.id]));
    const ranked: Ranked[] = [];
    for (const question of readLabelledQuestions()) {
      const answers = await suggestAnswers(t.database.db, companyId, question.text, 3);
      ranked.push({ question, ids: answers.map((a) => labelOf.get(a.questionRegistryId)!) });
    }
    const of = (split?: string): Measurement =>
      measure(split ? ranked.filter((r) => r.question.split === split) : ranked);

    const all = of();
    expect(all.answerable).toBe(327);
    expect(all.precisionAt1).toBeGreaterThanOrEqual(0.7);
    expect(all.precisionAt3).toBeGreaterThanOrEqual(0.9);
    // The held-out third, never read while tuning: 0.716 and 0.862 when this was written.
    const heldOut = of('held-out');
    expect(heldOut.precisionAt1).toBeGreaterThanOrEqual(0.7);
    expect(heldOut.precisionAt3).toBeGreaterThanOrEqual(0.85);
    // Of the 18 questions the registry cannot answer, most still get a weak suggestion (10 when
    // this was written): the threshold keeps the answerable ones, and this keeps it from slipping.
    const unanswerable = ranked.filter((r) => r.question.answer === NO_ANSWER);
    expect(unanswerable.filter((r) => r.ids.length > 0).length).toBeLessThanOrEqual(10);
  });
});
