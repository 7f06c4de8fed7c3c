/**
 * Suggested answers (issue 17): which registry items answer a question, and how well two questions
 * ask the same thing, by one matching (rank.ts; words in text.ts, synonyms in vocabulary.ts).
 */
export {
  SUGGESTION_THRESHOLD,
  SuggestionIndex,
  questionSimilarity,
  rankRegistryAnswers,
  searchWordsOf,
} from './rank';
export type { AnsweredQuestion, RankOptions, RankableItem, RankedAnswer } from './rank';
