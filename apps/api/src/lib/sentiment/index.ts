// An investor's question scored for sentiment on the server, offline: AFINN-165 (the `sentiment`
// package's English lexicon) with the investor lexicon laid over it, read in VADER's manner
// (lexicon-scorer.ts). Chosen by measurement against the other candidates on the labelled set
// beside this file (bench/sentiment.mjs; docs/ARCHITECTURE.md, "Sentiment").
import { createRequire } from 'node:module';
import { INVESTOR_LEXICON } from './investor-lexicon';
import { createLexiconScorer } from './lexicon-scorer';
import type { SentimentScore } from './lexicon-scorer';

export type { SentimentScore } from './lexicon-scorer';
export { INVESTOR_LEXICON } from './investor-lexicon';
export { createLexiconScorer } from './lexicon-scorer';

// The package's lexicon file itself (its `analyze` merges extra words into the shared table, so
// they would leak from one call to the next; we read the table and score it ourselves).
const require = createRequire(import.meta.url);
export const AFINN_165: Readonly<
  Record<string, number>
> = require('sentiment/languages/en/labels.json');

/**
 * The threshold either side of zero beyond which a question has a stance, tuned on the labelled
 * set's tuning two thirds (bench/sentiment.mjs): one clear word (weight 2, "diluted",
 * "disappointing") gives a stance, one topic word alone (weight 1.5 or less, "dilution",
 * "impairment", "capital raise") does not: "What was the impairment for?" is a plain request.
 */
export const SENTIMENT_THRESHOLD = 0.375;

const score = createLexiconScorer({
  lexicon: { ...AFINN_165, ...INVESTOR_LEXICON },
  threshold: SENTIMENT_THRESHOLD,
});

/** The question's sentiment: a score from -1 to 1 and its label. Pure, synchronous, cheap. */
export function scoreSentiment(text: string): SentimentScore {
  return score(text);
}
