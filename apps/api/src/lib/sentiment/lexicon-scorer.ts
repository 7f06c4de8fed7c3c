// A lexicon scorer in VADER's manner: each word or phrase found in the lexicon adds its weight,
// strengthened by a booster before it ("another dilution"), turned and softened by a negator
// within three words of the same clause ("no further dilution"), halved before a "but" and raised
// after it; the sum is squashed into -1..1 and cut into a label at a threshold either side of zero.
import type { SentimentLabel } from '@quorum/shared';
import { BOOSTERS, NEGATORS } from './investor-lexicon';

export interface SentimentScore {
  /** -1 (most negative) to 1 (most positive). */
  score: number;
  label: SentimentLabel;
}

export interface LexiconScorerOptions {
  /** Weights by word or phrase (words separated by single spaces), lower case. */
  lexicon: Readonly<Record<string, number>>;
  /** A score at or beyond ± this is positive or negative; nearer zero, neutral. */
  threshold: number;
  /** VADER's normalisation constant: the sum s becomes s / √(s² + alpha). */
  alpha?: number;
}

/** VADER's factor for a negated term: its stance turned and softened. */
const NEGATION_FACTOR = -0.74;
const BOOST_FACTOR = 1.3;
const NEGATION_WINDOW = 3;
const BOOST_WINDOW = 2;
const CONTRASTS = new Set(['but', 'however', 'although', 'though']);
const EXCLAMATION_WEIGHT = 0.3;
const MAX_EXCLAMATIONS = 3;

/** Where a sentence or clause ends: a negator or booster reaches no further. */
const BOUNDARY = '.';

/**
 * Lower-case words, hyphens read as spaces, curly apostrophes made straight, "!" kept apart, and
 * the end of a sentence or clause (. ? ; :) kept as "." (a decimal point is not one).
 */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/!/g, ' ! ')
    .replace(/(?<![0-9])[.?;:]|[.?;:](?![0-9])/g, ' . ')
    .replace(/[^a-z0-9'!. ]+/g, ' ')
    .split(' ')
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length > 0);
}

/** Phrases by their first word, longest first, so the longest match wins. */
function phraseIndex(lexicon: Readonly<Record<string, number>>) {
  const byFirst = new Map<string, { words: string[]; weight: number }[]>();
  for (const [entry, weight] of Object.entries(lexicon)) {
    const words = entry.split(' ');
    const list = byFirst.get(words[0]!) ?? [];
    list.push({ words, weight });
    byFirst.set(words[0]!, list);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

function matchAt(
  words: readonly string[],
  at: number,
  candidates: readonly { words: string[]; weight: number }[] | undefined,
) {
  for (const candidate of candidates ?? [])
    if (candidate.words.every((word, i) => words[at + i] === word)) return candidate;
  return undefined;
}

export function labelOf(score: number, threshold: number): SentimentLabel {
  if (score >= threshold) return 'positive';
  if (score <= -threshold) return 'negative';
  return 'neutral';
}

/** A scorer over one lexicon; building the phrase index once makes each call a single pass. */
export function createLexiconScorer(
  options: LexiconScorerOptions,
): (text: string) => SentimentScore {
  const index = phraseIndex(options.lexicon);
  const alpha = options.alpha ?? 15;
  return (text) => {
    const words = wordsOf(text);
    const contrastAt = words.findLastIndex((word) => CONTRASTS.has(word));
    let sum = 0;
    let exclamations = 0;
    // A negator or booster reaches back no further than the clause's start or the last term
    // (whose own words, "no" in "no dividend", are spent).
    let reach = 0;
    for (let at = 0; at < words.length;) {
      const word = words[at]!;
      if (word === '!' || word === BOUNDARY) {
        if (word === '!') exclamations += 1;
        at += 1;
        reach = at;
        continue;
      }
      const found = matchAt(words, at, index.get(word));
      // A negator alone ("no", AFINN -1) only turns what follows; in a phrase ("no dividend") it counts.
      const match = found && NEGATORS.has(word) && found.words.length === 1 ? undefined : found;
      if (!match) {
        at += 1;
        continue;
      }
      let weight = match.weight;
      const before = (window: number) => words.slice(Math.max(reach, at - window), at);
      if (before(BOOST_WINDOW).some((w) => BOOSTERS.has(w))) weight *= BOOST_FACTOR;
      if (before(NEGATION_WINDOW).some((w) => NEGATORS.has(w))) weight *= NEGATION_FACTOR;
      if (contrastAt >= 0) weight *= at < contrastAt ? 0.5 : 1.5;
      sum += weight;
      at += match.words.length;
      reach = at;
    }
    if (sum !== 0)
      sum += Math.sign(sum) * EXCLAMATION_WEIGHT * Math.min(exclamations, MAX_EXCLAMATIONS);
    const score = sum / Math.sqrt(sum * sum + alpha);
    return { score, label: labelOf(score, options.threshold) };
  };
}
