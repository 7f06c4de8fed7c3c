/** What other features may use of the question registry. */
export { findRegistryItem } from './repo';
export type { RegistryItem } from './types';
export { addRegistry } from './service';
export { suggestAnswers } from './suggestions';
export type { SuggestedAnswer } from './suggestions';
/**
 * The suggested-answer matching (lib/suggestions): `rankRegistryAnswers(question, items)` ranks
 * registry items for a question, best first, scored 0 to 1; `questionSimilarity(a, b, context?)`
 * scores how well two questions ask the same thing, 0 to 1, symmetric, by the same matching.
 */
export {
  SUGGESTION_THRESHOLD,
  questionSimilarity,
  rankRegistryAnswers,
} from '../../lib/suggestions';
export type { RankableItem, RankedAnswer } from '../../lib/suggestions';
