// The labelled investor questions beside the scorer (labelled-questions.csv, rule in README.md),
// and how a scorer is measured on them: accuracy and macro-F1. Shared by the scorer's quality test
// and the benchmark (bench/sentiment.mjs).
import { readFileSync } from 'node:fs';
import { fieldsOf } from '../../../testing/csv-record';
import { SENTIMENT_LABELS } from '@quorum/shared';
import type { SentimentLabel } from '@quorum/shared';

export interface LabelledQuestion {
  text: string;
  label: SentimentLabel;
  /** Every third question (by row) is held out from tuning the lexicon and the threshold. */
  split: 'tuning' | 'held-out';
}

const FILE = new URL('../labelled-questions.csv', import.meta.url);

export function readLabelledQuestions(): LabelledQuestion[] {
  const [header, ...lines] = readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  if (fieldsOf(header!).join(',') !== 'text,label') throw new Error('Expected columns text,label');
  return lines.map((line, row) => {
    const [text, label] = fieldsOf(line);
    if (!text || !SENTIMENT_LABELS.includes(label as SentimentLabel))
      throw new Error(`Row ${row + 2} has no text or an unknown label: ${line}`);
    return { text, label: label as SentimentLabel, split: row % 3 === 2 ? 'held-out' : 'tuning' };
  });
}

export interface Measurement {
  questions: number;
  accuracy: number;
  /** The mean of the three labels' F1, so a scorer that calls everything neutral scores low. */
  macroF1: number;
  /** Counts by [expected][predicted]. */
  confusion: Record<SentimentLabel, Record<SentimentLabel, number>>;
}

export function measure(
  predict: (text: string) => SentimentLabel,
  questions: readonly LabelledQuestion[],
): Measurement {
  const zero = () => ({ positive: 0, neutral: 0, negative: 0 });
  const confusion = { positive: zero(), neutral: zero(), negative: zero() };
  for (const question of questions) confusion[question.label][predict(question.text)] += 1;
  const correct = SENTIMENT_LABELS.reduce((sum, label) => sum + confusion[label][label], 0);
  const f1s = SENTIMENT_LABELS.map((label) => {
    const truePositives = confusion[label][label];
    const predicted = SENTIMENT_LABELS.reduce((sum, other) => sum + confusion[other][label], 0);
    const actual = SENTIMENT_LABELS.reduce((sum, other) => sum + confusion[label][other], 0);
    const precision = predicted === 0 ? 0 : truePositives / predicted;
    const recall = actual === 0 ? 0 : truePositives / actual;
    return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  });
  return {
    questions: questions.length,
    accuracy: correct / questions.length,
    macroF1: f1s.reduce((sum, f1) => sum + f1, 0) / f1s.length,
    confusion,
  };
}
