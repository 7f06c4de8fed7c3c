/** What other features may use of the question registry. */
export { findRegistryItem } from './repo';
export type { RegistryItem } from './types';
export { addRegistry } from './service';
/** Search matching and ranking pieces, for ranking registry questions by relevance to a text. */
export { toSearchWords } from './search-text';
export type { SearchWords } from './search-text';
export {
  REGISTRY_SEARCH_COLUMN,
  allWordsQuery,
  anyWordQuery,
  fuzzyRank,
  matchTier,
  matchesFuzzily,
  matchesText,
  textRank,
} from './search-match';
