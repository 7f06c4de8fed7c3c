// How well duplicate grouping works, measured on the suggested-answer labelled set
// (lib/suggestions): two questions are true duplicates when they carry the same registry answer
// (not `none`). The questions arrive in the file's order, each compared with every one before it
// (all still open) as the question.received listener compares them, with its best answer from
// the set's registry. Shared by the benchmark (bench/duplicates.mjs) and the quality test.
import { SuggestionIndex } from '../../../lib/suggestions';
import type {
  LabelledQuestion,
  RegistryEntry,
} from '../../../lib/suggestions/testing/labelled-set';
import { NO_ANSWER } from '../../../lib/suggestions/testing/labelled-set';
import type { BestAnswer, OpenQuestion } from '../grouping';
import { sameAnswerScore, wordingScores } from '../grouping';

export interface PairScore {
  a: number;
  b: number;
  /** sameAnswerScore of the two questions. */
  sameAnswer: number;
  /** The later question's wordingScores against the earlier (0 when past WORDING_COMPARED). */
  wording: number;
  duplicate: boolean;
}

/** Every pair of the questions with both scores, the later judged on arrival. */
export function scorePairs(
  questions: readonly LabelledQuestion[],
  registry: readonly RegistryEntry[],
): PairScore[] {
  const suggestions = new SuggestionIndex(registry);
  const best: (BestAnswer | null)[] = questions.map((q) => {
    const [top] = suggestions.rank(q.text, { limit: 1 });
    return top ? { id: top.id, score: top.score } : null;
  });
  const pairs: PairScore[] = [];
  for (let b = 1; b < questions.length; b++) {
    // Newest first, as the board's open questions are read.
    const open: OpenQuestion[] = questions
      .slice(0, b)
      .map((q, a) => ({ id: String(a), question: q.text, bestAnswer: best[a]! }))
      .reverse();
    const wording = wordingScores(questions[b]!.text, open);
    for (let a = 0; a < b; a++) {
      const [qa, qb] = [questions[a]!, questions[b]!];
      pairs.push({
        a,
        b,
        sameAnswer: sameAnswerScore(best[a]!, best[b]!),
        wording: wording.get(String(a)) ?? 0,
        duplicate: qa.answer !== NO_ANSWER && qa.answer === qb.answer,
      });
    }
  }
  return pairs;
}

export interface Thresholds {
  sameAnswer: number;
  wording: number;
}

export interface GroupingQuality extends Thresholds {
  /** Pairs that are true duplicates, pairs grouped, and pairs grouped that are true duplicates. */
  truePairs: number;
  groupedPairs: number;
  rightPairs: number;
  /** Of the pairs grouped, the share that are true duplicates (1 when none is grouped). */
  pairPrecision: number;
  /** Of the true duplicate pairs, the share grouped. */
  pairRecall: number;
  /** F0.5: precision weighs twice recall, as a wrong group risks a wrong answer sent. */
  pairF05: number;
  /** Per question shown a group (a card with a badge): the mean share of its group that is right. */
  groupPrecision: number;
  /** Per question that has true duplicates: the mean share of them its group shows. */
  groupRecall: number;
  /** Questions that show a group (have a badge). */
  questionsWithGroup: number;
}

const grouped = (p: PairScore, t: Thresholds) =>
  p.sameAnswer >= t.sameAnswer || p.wording >= t.wording;

/** The grouping's quality at the thresholds, pairwise and per question's group. */
export function groupingQuality(
  pairs: readonly PairScore[],
  questionCount: number,
  thresholds: Thresholds,
): GroupingQuality {
  const truePairs = pairs.filter((p) => p.duplicate).length;
  const chosen = pairs.filter((p) => grouped(p, thresholds));
  const rightPairs = chosen.filter((p) => p.duplicate).length;
  const precision = chosen.length === 0 ? 1 : rightPairs / chosen.length;
  const recall = truePairs === 0 ? 0 : rightPairs / truePairs;
  const f05 =
    precision + recall === 0 ? 0 : (1.25 * precision * recall) / (0.25 * precision + recall);
  const per = Array.from({ length: questionCount }, () => ({ shown: 0, right: 0, truth: 0 }));
  for (const p of pairs)
    for (const q of [p.a, p.b]) {
      if (p.duplicate) per[q]!.truth++;
      if (grouped(p, thresholds)) {
        per[q]!.shown++;
        if (p.duplicate) per[q]!.right++;
      }
    }
  const withGroup = per.filter((s) => s.shown > 0);
  const withTruth = per.filter((s) => s.truth > 0);
  const mean = (values: number[]) =>
    values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
  return {
    ...thresholds,
    truePairs,
    groupedPairs: chosen.length,
    rightPairs,
    pairPrecision: precision,
    pairRecall: recall,
    pairF05: f05,
    groupPrecision: withGroup.length === 0 ? 1 : mean(withGroup.map((s) => s.right / s.shown)),
    groupRecall: mean(withTruth.map((s) => s.right / s.truth)),
    questionsWithGroup: withGroup.length,
  };
}

/** The pairs whose two questions are both in the split (the tuning or the held-out questions). */
export function pairsWithin(
  pairs: readonly PairScore[],
  questions: readonly LabelledQuestion[],
  split: LabelledQuestion['split'],
): PairScore[] {
  return pairs.filter((p) => questions[p.a]!.split === split && questions[p.b]!.split === split);
}
