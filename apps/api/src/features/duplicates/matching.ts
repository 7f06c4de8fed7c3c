// Which open questions a new question repeats, found and written when it arrives (the
// question.received listener), so the board reads stored pairs and never compares questions.
import type { Db } from '../../db/client';
import { suggestAnswers } from '../registry';
import { findDuplicates } from './grouping';
import * as repo from './repo';

/**
 * The newest open questions a new one is compared with. A board rarely holds more waiting; past
 * this, an older waiting question is not grouped with the new one, and an arrival's cost stays
 * bounded.
 */
export const MAX_COMPARED = 2000;
/** The most alike kept for one question: a group larger than this is answered in parts anyway. */
const MAX_KEPT = 50;

export async function recordDuplicates(
  tx: Db,
  companyId: string,
  enquiryId: string,
  question: string,
) {
  // The suggested answers' own ranking over the company's saved registry.
  const [best] = await suggestAnswers(tx, companyId, question, 1);
  const bestAnswer = best ? { id: best.questionRegistryId, score: best.score } : null;
  if (bestAnswer) await repo.insertBestAnswer(tx, companyId, enquiryId, bestAnswer);
  const open = await repo.openQuestions(tx, companyId, enquiryId, MAX_COMPARED);
  const matches = findDuplicates(question, bestAnswer, open).slice(0, MAX_KEPT);
  await repo.insertPairs(tx, companyId, enquiryId, matches);
}
