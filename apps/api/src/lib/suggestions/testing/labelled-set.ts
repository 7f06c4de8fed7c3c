// The suggested-answer labelled set (registry.csv and labelled-questions.csv beside this folder,
// rule in README.md), and how a ranking is measured on it: precision@1 and @3 over the questions
// that have an answer, and how often a question with none is still offered one. Shared by the
// benchmark (bench/suggestions.mjs) and, once there is one, the ranking's quality test.
import { readFileSync } from 'node:fs';
import { fieldsOf } from '../../../testing/csv-record';

export interface RegistryEntry {
  /** A stable name for the item, never searched: the labels refer to it. */
  id: string;
  question: string;
  response: string;
}

/** The label of a question the registry has no answer for. */
export const NO_ANSWER = 'none';

export interface LabelledQuestion {
  text: string;
  /** A registry entry's id, or NO_ANSWER. */
  answer: string;
  /** Every third question (by row) is held out from tuning a ranking. */
  split: 'tuning' | 'held-out';
}

const REGISTRY_FILE = new URL('../registry.csv', import.meta.url);
const QUESTIONS_FILE = new URL('../labelled-questions.csv', import.meta.url);

/** The records of a CSV file whose header must be `columns`, each as exactly that many fields. */
function recordsOf(file: URL, columns: string[]): string[][] {
  const [header, ...lines] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  if (fieldsOf(header!).join(',') !== columns.join(','))
    throw new Error(`Expected the columns ${columns.join(',')} in ${file.pathname}`);
  return lines.map((line, row) => {
    const fields = fieldsOf(line);
    if (fields.length !== columns.length || fields.some((field) => field.trim() === ''))
      throw new Error(
        `Row ${row + 2} of ${file.pathname} is not ${columns.length} fields: ${line}`,
      );
    return fields;
  });
}

export function readRegistry(): RegistryEntry[] {
  return recordsOf(REGISTRY_FILE, ['id', 'question', 'response']).map(
    ([id, question, response]) => ({ id: id!, question: question!, response: response! }),
  );
}

export function readLabelledQuestions(): LabelledQuestion[] {
  return recordsOf(QUESTIONS_FILE, ['text', 'answer']).map(([text, answer], row) => ({
    text: text!,
    answer: answer!,
    split: row % 3 === 2 ? 'held-out' : 'tuning',
  }));
}

/** What a ranking answered for one question: registry ids, best first (empty: no suggestion). */
export interface Ranked {
  question: LabelledQuestion;
  ids: readonly string[];
}

export interface Measurement {
  /** Questions that have an answer in the registry. */
  answerable: number;
  /** Share of those whose answer is the first suggestion. */
  precisionAt1: number;
  /** Share of those whose answer is among the first three suggestions. */
  precisionAt3: number;
  /** Share of those whose answer is anywhere in the list (the page the search returned). */
  found: number;
  /** Share of those given no suggestion at all. */
  emptyAnswerable: number;
  /** Mean of 1 / the answer's position, 0 when it is not in the list. */
  meanReciprocalRank: number;
  /** Questions the registry has no answer for. */
  unanswerable: number;
  /** Share of those still given a suggestion. */
  unanswerableSuggested: number;
}

export function measure(results: readonly Ranked[]): Measurement {
  const answerable = results.filter((r) => r.question.answer !== NO_ANSWER);
  const unanswerable = results.filter((r) => r.question.answer === NO_ANSWER);
  const position = (r: Ranked) => r.ids.indexOf(r.question.answer) + 1; // 0: not in the list
  const share = (set: readonly Ranked[], test: (r: Ranked) => boolean) =>
    set.length === 0 ? 0 : set.filter(test).length / set.length;
  return {
    answerable: answerable.length,
    precisionAt1: share(answerable, (r) => position(r) === 1),
    precisionAt3: share(answerable, (r) => position(r) >= 1 && position(r) <= 3),
    found: share(answerable, (r) => position(r) >= 1),
    emptyAnswerable: share(answerable, (r) => r.ids.length === 0),
    meanReciprocalRank:
      answerable.length === 0
        ? 0
        : answerable.reduce((sum, r) => sum + (position(r) ? 1 / position(r) : 0), 0) /
          answerable.length,
    unanswerable: unanswerable.length,
    unanswerableSuggested: share(unanswerable, (r) => r.ids.length > 0),
  };
}
