/** A search as the database takes it: the words, and the `to_tsquery` text made of them. */
export interface SearchWords {
  /** Every word a prefix, all of them required: `dividend:* & polic:*`. */
  query: string;
  /** The same words with spaces, for `to_tsvector`, which stems them as `to_tsquery` does. */
  words: string;
}

/**
 * Turns what a person typed into the search box into a safe search. Only letters and digits
 * survive, so tsquery operators (`& | ! ( ) : * <->`) and quotes never reach the parser; the text
 * is still bound as a parameter. Null when nothing searchable is left: no words, or only stop
 * words ("what is the").
 */
export function toSearchWords(searchText: string | null | undefined): SearchWords | null {
  if (!searchText) return null;
  const words = searchText
    .slice(0, MAX_INPUT_CHARS)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !ENGLISH_STOP_WORDS.has(word))
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_CHARS));
  if (words.length === 0) return null;
  return { query: words.map((word) => `${word}:*`).join(' & '), words: words.join(' ') };
}

/** Enough for any sentence a person searches with; a pasted essay is cut rather than refused. */
const MAX_INPUT_CHARS = 1000;
const MAX_WORDS = 16;
/** Longer than any real word; PostgreSQL ignores words over 2,047 bytes anyway. */
const MAX_WORD_CHARS = 100;

/**
 * PostgreSQL's `english` stop words (tsearch_data/english.stop), which `to_tsquery('english', …)`
 * drops. Dropping them here too tells "nothing to search for" apart without asking the database
 * first, a round trip on every search.
 */
const ENGLISH_STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself ' +
    'she her hers herself it its itself they them their theirs themselves what which who whom ' +
    'this that these those am is are was were be been being have has had having do does did ' +
    'doing a an the and but if or because as until while of at by for with about against ' +
    'between into through during before after above below to from up down in out on off over ' +
    'under again further then once here there when where why how all any both each few more ' +
    'most other some such no nor not only own same so than too very s t can will just don ' +
    'should now'
  ).split(' '),
);
