// Which open questions a question repeats, by the suggested answers' own matching
// (lib/suggestions): two questions ask the same thing when the registry item that best answers
// both is the same, each scoring at least SAME_ANSWER_THRESHOLD, or when the two questions' words
// match (questionSimilarity) at least WORDING_THRESHOLD, which groups questions the registry cannot
// answer. Both thresholds were measured on the
// labelled set by `npm run bench -- duplicates` (bench/results/2026-11-28-duplicates.md); a change
// to the matching means measuring again.
import { questionSimilarity } from '../../lib/suggestions';

/** The registry item that best answers a question, with its suggestion score (0 to 1). */
export interface BestAnswer {
  id: string;
  score: number;
}

export interface OpenQuestion {
  id: string;
  question: string;
  bestAnswer: BestAnswer | null;
}

export interface Duplicate {
  id: string;
  /** 0 to 1: the higher of the shared answer's score and the wording's. */
  similarity: number;
}

export const SAME_ANSWER_THRESHOLD = 0.45;
export const WORDING_THRESHOLD = 0.25;
/**
 * The newest open questions whose wording a new one is compared with, one pair at a time (about a
 * millisecond each, bench/results/2026-11-28-duplicates.md); the shared best answer is checked
 * against every open question given, as it costs a comparison of two ids.
 */
export const WORDING_COMPARED = 200;

/** The lower of two questions' scores when the same item answers both best; 0 otherwise. */
export function sameAnswerScore(a: BestAnswer | null, b: BestAnswer | null): number {
  return a && b && a.id === b.id ? Math.min(a.score, b.score) : 0;
}

/** How well the question's words match each of the newest open questions' (0 to 1); `open` newest first. */
export function wordingScores(
  question: string,
  open: readonly OpenQuestion[],
): Map<string, number> {
  return new Map(
    open.slice(0, WORDING_COMPARED).map((q) => [q.id, questionSimilarity(question, q.question)]),
  );
}

/** The open questions this one repeats, most alike first; `open` newest first. */
export function findDuplicates(
  question: string,
  bestAnswer: BestAnswer | null,
  open: readonly OpenQuestion[],
): Duplicate[] {
  const wording = wordingScores(question, open);
  return open
    .map((q) => {
      const shared = sameAnswerScore(bestAnswer, q.bestAnswer);
      const words = wording.get(q.id) ?? 0;
      const duplicate = shared >= SAME_ANSWER_THRESHOLD || words >= WORDING_THRESHOLD;
      return duplicate ? { id: q.id, similarity: Math.max(shared, words) } : null;
    })
    .filter((d): d is Duplicate => d !== null)
    .sort((a, b) => b.similarity - a.similarity);
}
