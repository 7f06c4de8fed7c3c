// Ranks registry items by how well they answer a question (issue 17, "★ Suggested answer"):
// BM25F over the item's question and response, with the question's words OR-ed (any word may
// match, rare words count most), an item's question weighted above its response, the investor
// vocabulary's synonyms at a lower weight, and a typo ("dividnd") matched to the registry word it
// is nearest by trigrams. Questions a member answered with an item earlier (`history`) count as
// more ways of asking it. Pure: the caller loads the items (features/registry/suggestions.ts).
import { rawWordsOf, isContentWord, stemOf, stemsOf, withoutPleasantries } from './text';
import { SYNONYM_GROUPS } from './vocabulary';

export interface RankableItem {
  id: string;
  question: string;
  response: string;
}

/** A question a member answered with a registry item: another way of asking that item. */
export interface AnsweredQuestion {
  itemId: string;
  text: string;
}

export interface RankedAnswer {
  id: string;
  /** 0 to 1: the share of the question's weighted words the item matches, saturated. */
  score: number;
}

export interface RankOptions {
  /** At most this many answers (default 3). */
  limit?: number;
  /** Answers scoring below this are not suggested (default SUGGESTION_THRESHOLD). */
  minScore?: number;
  history?: readonly AnsweredQuestion[];
}

/**
 * Below this score an item is not offered as an answer: measured on the labelled set's tuning two
 * thirds (bench/results/*-suggestions.md), where most questions the registry cannot answer score
 * under it and most answerable questions' right answers score over it.
 */
export const SUGGESTION_THRESHOLD = 0.2;

/** Beside a best answer that clears the threshold, the next ones need only this. */
const RUNNER_UP_MIN_SCORE = 0.1;

// BM25 constants, the usual ones; field weights tuned on the labelled set's tuning two thirds.
const K1 = 1.2;
const B = 0.75;
const FIELD_WEIGHT = { question: 3, response: 1, asked: 0.5 } as const;
/** A synonym counts for this share of a word the asker wrote. */
const EXPANSION_WEIGHT = 0.5;
/** A synonym of a word the registry never uses counts for this share of it. */
const STAND_IN_WEIGHT = 0.9;
/** A typo's nearest registry word counts for this share of its trigram similarity. */
const TYPO_WEIGHT = 0.8;
const TYPO_MIN_SIMILARITY = 0.45;

type Field = keyof typeof FIELD_WEIGHT;

interface Doc {
  id: string;
  fields: Record<Field, Map<string, number>>;
  lengths: Record<Field, number>;
}

/** Stem → how much it counts in the query. */
type Query = Map<string, number>;

function counts(stems: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const stem of stems) map.set(stem, (map.get(stem) ?? 0) + 1);
  return map;
}

/** Each group's phrases as stem sequences, and which groups a stem can start. */
const GROUPS = SYNONYM_GROUPS.map((group) => group.map((phrase) => rawWordsOf(phrase).map(stemOf)));

/** A phrase's stem sequence is in the text's: `words` and `phrase` padded with spaces. */
const contains = (words: string, phrase: readonly string[]) =>
  words.includes(` ${phrase.join(' ')} `);

/**
 * "US" in capitals is the United States, not "us": the one abbreviation lower case would lose.
 */
const UNITED_STATES = /\bU\.?S\.?A?\b/g;

function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of the two words. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigramsOf(a);
  const tb = trigramsOf(b);
  let shared = 0;
  for (const gram of ta) if (tb.has(gram)) shared += 1;
  return shared / (ta.size + tb.size - shared);
}

/**
 * The words a question is searched with, unstemmed, for a database search that narrows a large
 * registry to candidates before ranking: its content words and every word of the vocabulary's
 * synonyms of its phrases (letters and digits only, so safe in a `to_tsquery`).
 */
export function searchWordsOf(text: string): string[] {
  const body = withoutPleasantries(text).replace(UNITED_STATES, ' united states ');
  const raw = rawWordsOf(body);
  const words = new Set(raw.filter(isContentWord));
  const allWords = ` ${raw.map(stemOf).join(' ')} `;
  SYNONYM_GROUPS.forEach((group, i) => {
    if (GROUPS[i]!.some((phrase) => contains(allWords, phrase)))
      for (const phrase of group)
        for (const word of rawWordsOf(phrase)) if (isContentWord(word)) words.add(word);
  });
  return [...words];
}

/** A registry of items, indexed once for ranking many questions against it. */
export class SuggestionIndex {
  private readonly docs: Doc[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: Record<Field, number>;
  private readonly vocabulary: string[];

  constructor(items: readonly RankableItem[], history: readonly AnsweredQuestion[] = []) {
    const asked = new Map<string, string[]>();
    for (const answered of history) {
      const stems = stemsOf(withoutPleasantries(answered.text));
      asked.set(answered.itemId, [...(asked.get(answered.itemId) ?? []), ...stems]);
    }
    this.docs = items.map((item) => {
      const stems: Record<Field, string[]> = {
        question: stemsOf(item.question),
        response: stemsOf(item.response),
        asked: asked.get(item.id) ?? [],
      };
      return {
        id: item.id,
        fields: {
          question: counts(stems.question),
          response: counts(stems.response),
          asked: counts(stems.asked),
        },
        lengths: {
          question: stems.question.length,
          response: stems.response.length,
          asked: stems.asked.length,
        },
      };
    });
    for (const doc of this.docs) {
      const seen = new Set([
        ...doc.fields.question.keys(),
        ...doc.fields.response.keys(),
        ...doc.fields.asked.keys(),
      ]);
      for (const stem of seen)
        this.documentFrequency.set(stem, (this.documentFrequency.get(stem) ?? 0) + 1);
    }
    const average = (field: Field) =>
      Math.max(
        1,
        this.docs.reduce((sum, doc) => sum + doc.lengths[field], 0) / (this.docs.length || 1),
      );
    this.averageLength = {
      question: average('question'),
      response: average('response'),
      asked: average('asked'),
    };
    this.vocabulary = [...this.documentFrequency.keys()].filter((stem) => stem.length >= 4);
  }

  /**
   * The asker's own stems at weight 1, then each synonym of a phrase they used: at a lower weight
   * beside their own words, and nearly theirs when the registry never uses the asker's word
   * ("kitty"), so the synonym stands in for it.
   */
  private queryOf(text: string): Query {
    const body = withoutPleasantries(text).replace(UNITED_STATES, ' united states ');
    const query: Query = new Map();
    for (const stem of stemsOf(body)) query.set(stem, 1);
    // A phrase matches on every word ("how long", "buy back") or on its content words alone
    // ("move my shares" is "move shares").
    const raw = rawWordsOf(body);
    const allWords = ` ${raw.map(stemOf).join(' ')} `;
    const contentWords = ` ${raw.filter(isContentWord).map(stemOf).join(' ')} `;
    for (const group of GROUPS) {
      const used = group.filter(
        (phrase) =>
          contains(allWords, phrase) || (phrase.length > 1 && contains(contentWords, phrase)),
      );
      if (used.length === 0) continue;
      const unknown = used.every((phrase) =>
        phrase.filter(isContentWord).every((stem) => !this.documentFrequency.has(stem)),
      );
      const weight = unknown ? STAND_IN_WEIGHT : EXPANSION_WEIGHT;
      for (const phrase of group)
        for (const stem of phrase)
          if (isContentWord(stem) && (query.get(stem) ?? 0) < weight) query.set(stem, weight);
    }
    return query;
  }

  private idf(stem: string): number {
    const n = this.docs.length;
    const df = this.documentFrequency.get(stem) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** A word the registry never uses is matched to the registry word nearest it, if one is near. */
  private withTypos(query: Query): Query {
    const result = new Map(query);
    for (const [stem, weight] of query) {
      if (weight < 1 || this.documentFrequency.has(stem) || stem.length < 4 || /\d/.test(stem))
        continue;
      let best = { stem: '', similarity: 0 };
      for (const known of this.vocabulary) {
        const similarity = trigramSimilarity(stem, known);
        if (similarity > best.similarity) best = { stem: known, similarity };
      }
      if (best.similarity >= TYPO_MIN_SIMILARITY && !result.has(best.stem))
        result.set(best.stem, TYPO_WEIGHT * best.similarity);
    }
    return result;
  }

  /** How strongly one field-weighted term frequency counts, BM25-saturated. */
  private termScore(doc: Doc, stem: string): number {
    let frequency = 0;
    for (const field of Object.keys(FIELD_WEIGHT) as Field[]) {
      const tf = doc.fields[field].get(stem) ?? 0;
      if (tf === 0) continue;
      const norm = 1 - B + (B * doc.lengths[field]) / this.averageLength[field];
      frequency += (FIELD_WEIGHT[field] * tf) / norm;
    }
    return frequency / (K1 + frequency);
  }

  /** The items that answer `question`, best first, each scored 0 to 1. */
  rank(question: string, options: RankOptions = {}): RankedAnswer[] {
    const limit = options.limit ?? 3;
    const minScore = options.minScore ?? SUGGESTION_THRESHOLD;
    const query = this.withTypos(this.queryOf(question));
    // The best an item could do: every word the asker wrote (or its typo's match) once in its
    // question. Words the registry never uses still count, so a question about something the
    // registry does not hold scores low however well one common word matches.
    const full = FIELD_WEIGHT.question / (K1 + FIELD_WEIGHT.question);
    let ceiling = 0;
    for (const [stem, weight] of query) if (weight >= 1) ceiling += this.idf(stem) * full;
    if (ceiling === 0) return [];
    const scored = this.docs.map((doc) => {
      let score = 0;
      for (const [stem, weight] of query) {
        if (!this.documentFrequency.has(stem)) continue;
        score += weight * this.idf(stem) * this.termScore(doc, stem);
      }
      return { id: doc.id, raw: score / ceiling };
    });
    const best = scored
      .filter((answer) => answer.raw > 0)
      .sort((a, b) => b.raw - a.raw || a.id.localeCompare(b.id))
      .slice(0, limit);
    // Nothing is suggested unless the best clears the threshold; then the next ones are shown
    // beside it as long as they match at all well, since the best is not always the right one.
    if ((best[0]?.raw ?? 0) < minScore) return [];
    return best
      .filter((answer) => answer.raw >= Math.min(minScore, RUNNER_UP_MIN_SCORE))
      .map(({ id, raw }) => ({ id, score: Math.min(1, raw) }));
  }
}

/** The registry items that best answer `question`, best first (see SuggestionIndex). */
export function rankRegistryAnswers(
  question: string,
  items: readonly RankableItem[],
  options: RankOptions = {},
): RankedAnswer[] {
  return new SuggestionIndex(items, options.history).rank(question, options);
}

/**
 * How well two questions ask the same thing, 0 to 1, by the same matching as the suggestions:
 * each ranked against the other as a one-item registry, the mean of both directions (so it is
 * symmetric). Word rarity comes from `context` when given (the company's registry, or the other
 * questions on the board); without it every shared word counts alike.
 */
export function questionSimilarity(
  a: string,
  b: string,
  context: readonly RankableItem[] = [],
): number {
  const oneWay = (question: string, other: string) => {
    const index = new SuggestionIndex([
      { id: '\u0000other', question: other, response: '' },
      ...context,
    ]);
    const [match] = index
      .rank(question, { limit: context.length + 1, minScore: 0 })
      .filter((answer) => answer.id === '\u0000other');
    return match?.score ?? 0;
  };
  return (oneWay(a, b) + oneWay(b, a)) / 2;
}
